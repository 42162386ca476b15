import type { TranslationFunctions } from "./i18n/i18n-types";

/**
 * Why a provider refuses a request (docs/product/statuses.md, "Why providers refuse"): chosen from
 * this list in the console, optional in the old `api/` contract. Stored as the code in
 * `home_project_rejects.reason`; each has its name in both dictionaries (`provider.rejectReasons`).
 */
export const rejectReasons = ["fully-booked", "too-far", "not-my-trade", "job-too-small", "other"] as const;
export type RejectReason = (typeof rejectReasons)[number];

/**
 * What ended an assignment by a refusal, as the dashboard counts it: a reason the provider gave,
 * none given (the old contract), or the two working days passed without an answer.
 */
export const rejectionCauses = [...rejectReasons, "unspecified", "deadline"] as const;
export type RejectionCause = (typeof rejectionCauses)[number];

/** Each cause's key in the dictionaries' `provider.rejectReasons` (the stored codes have dashes). */
export const rejectCauseKey = {
  "fully-booked": "fullyBooked",
  "too-far": "tooFar",
  "not-my-trade": "notMyTrade",
  "job-too-small": "jobTooSmall",
  other: "other",
  unspecified: "unspecified",
  deadline: "deadline",
} as const satisfies Record<RejectionCause, keyof TranslationFunctions["provider"]["rejectReasons"]>;

export const isRejectReason = (value: unknown): value is RejectReason => rejectReasons.some((reason) => reason === value);
