import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { fieldError } from "./message-keys";
import { phonePattern } from "./schemas/fields";

/** Nothing typed but the offered country code counts as empty. */
export function isEmptyPhone(raw: string): boolean {
  const text = raw.trim();
  return text === "" || text === "+32";
}

/**
 * A phone number as a Belgian types it, in the international form the api/ rule wants
 * (docs/product/consoles.md, "Phone field"): "0475 11 22 33" → "+32 475 11 22 33",
 * "+33 6 12 34 56 78" stays French. What libphonenumber-js cannot read as a possible number is
 * left as typed, so that the rule says "wrong format" about what the person sees; so is a number
 * one digit short, which libphonenumber-js reads with its trunk 0 ("0470 12 34" would have shown as
 * "+32 04701234", which nobody typed). One rule for every form a customer's number is typed in:
 * the wizard's step 4 and the contact correction.
 */
export function toInternationalPhone(raw: string): string {
  const text = raw.trim();
  if (!text) return "";
  const parsed = readPhone(text);
  if (!parsed?.isPossible()) return text;
  const international = parsed.formatInternational();
  return isPossiblePhone(international) ? international : text;
}

/** The number as libphonenumber-js reads it, Belgium by default. */
function readPhone(text: string) {
  // Typed after the offered "+32": "+32 0475…" keeps the trunk 0 a Belgian is used to; drop it.
  return parsePhoneNumberFromString(text.replace(/^\+32[\s./-]*0/, "+32"), "BE");
}

/** A number of a length its country's numbers can have: "+32 470 12 34" (one digit short) is not. */
function isPossiblePhone(international: string): boolean {
  return readPhone(international)?.isPossible() === true;
}

/**
 * The phone field of a form: empty (or only the offered +32) is "required", not "wrong format";
 * a national Belgian number gets +32, then must be the api/ rule's form (`phonePattern`) and a
 * number its country can have, so that a provider never gets one it cannot call. Its message
 * gives the forms a person may type ("0470 12 34 56 ou +32 470 12 34 56"), not the api/ rule's
 * "must start with +", which a form that takes "0470…" would contradict.
 */
export const typedPhoneSchema = z
  .string()
  .refine((value) => !isEmptyPhone(value), fieldError("required"))
  .transform(toInternationalPhone)
  .pipe(z.string().regex(phonePattern, fieldError("phoneTypedInvalid")).refine(isPossiblePhone, fieldError("phoneTypedInvalid")));
