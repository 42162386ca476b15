import type { RejectionCause } from "@/shared/reject-reasons";
import type { ClientTranslationFunctions } from "../i18n/language";

/** Dictionary keys of the refusal causes (the stored codes have dashes). */
const causeKey = {
  "fully-booked": "fullyBooked",
  "too-far": "tooFar",
  "not-my-trade": "notMyTrade",
  "job-too-small": "jobTooSmall",
  other: "other",
  unspecified: "unspecified",
  deadline: "deadline",
} as const satisfies Record<RejectionCause, keyof ClientTranslationFunctions["common"]["rejectReasons"]>;

/** A refusal's cause in the page's language (docs/product/statuses.md, "Why providers refuse"). */
export const rejectCauseName = (LL: ClientTranslationFunctions, cause: RejectionCause) => LL.common.rejectReasons[causeKey[cause]]();
