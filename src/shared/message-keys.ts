import type { TranslationFunctions } from "./i18n/i18n-types";

/**
 * The keys of the messages the server sends (envelope `userMessage`, tRPC errors) and the field
 * rules report, derived from the dictionaries' generated types: a key the French dictionary lacks
 * does not compile (docs/architecture.md, "A dictionary key").
 */

/** The dictionary sections a reply's message comes from. */
export type MessageSection = "api" | "validation" | "customerControls";

/** The keys of a dictionary section whose text takes no argument: what a reply can say as is. */
export type PlainKey<S extends keyof TranslationFunctions> = S extends keyof TranslationFunctions
  ? { [K in keyof TranslationFunctions[S]]: TranslationFunctions[S][K] extends () => string ? K : never }[keyof TranslationFunctions[S]] & string
  : never;

/** A named subset of a section's keys; a key the dictionary lacks does not compile. */
export type KeysOf<S extends MessageSection, K extends PlainKey<S>> = K;

export type ApiMessageKey = PlainKey<"api">;
export type ValidationKey = PlainKey<"validation">;
export type CustomerControlsMessageKey = PlainKey<"customerControls">;

/** A message of one section: `{ section: "api", key: "notFound" }`. */
export type MessageKey = { [S in MessageSection]: { section: S; key: PlainKey<S> } }[MessageSection];

/**
 * Every key of the `validation` section, for the checks at run time (a zod issue's message is a
 * plain string). A `Record` over the type: a key missing here or unknown to the dictionary does not compile.
 */
const validationKeySet: Record<ValidationKey, true> = {
  required: true,
  postCodeInvalid: true,
  nameInvalid: true,
  phoneInvalid: true,
  phoneTypedInvalid: true,
  emailInvalid: true,
  addressRequired: true,
  addressTooLong: true,
  busTooLong: true,
  descriptionTooLong: true,
  insurerCustomerRequired: true,
  privacyRequired: true,
  cityRequired: true,
  answersRequired: true,
  noteRequired: true,
  noteTooLong: true,
  additionRequired: true,
  additionTooLong: true,
  complaintRequired: true,
  complaintTooLong: true,
};

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === "string" && Object.hasOwn(validationKeySet, value);
}

/** A field rule's message in a zod schema: `.regex(pattern, fieldError("phoneInvalid"))`. */
export const fieldError = (key: ValidationKey): ValidationKey => key;
