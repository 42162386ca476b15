import { z } from "zod";
import { fieldError } from "../message-keys";

/**
 * Field rules of docs/product/validation.md, shared by the wizard, the consoles
 * and the server. Error messages are dictionary keys under `validation.*` (`fieldError`, checked
 * against the dictionary by the compiler), translated where shown.
 */
export const postCodePattern = /^\d{4}$/;
/** Letters of any script and combining marks, apostrophe, space, hyphen; at least one letter. */
const personNamePattern = /^(?=.*\p{L})[\p{L}\p{M}' -]{1,100}$/u;
/** `+` then 3 to 20 digits or spaces. */
export const phonePattern = /^\+[\d ]{3,20}$/;
/** Top-level part of 2 to 63 letters, so .brussels and .vlaanderen addresses pass. */
export const emailPattern = /^[A-Za-z0-9._+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,63}$/;

export const defaultPhonePrefix = "+32";

export const postCodeSchema = z.string().trim().regex(postCodePattern, fieldError("postCodeInvalid"));
export const personNameSchema = z.string().trim().regex(personNamePattern, fieldError("nameInvalid"));
export const phoneSchema = z.string().trim().regex(phonePattern, fieldError("phoneInvalid"));
export const emailSchema = z.string().trim().max(254, fieldError("emailInvalid")).regex(emailPattern, fieldError("emailInvalid"));
export const idSchema = z.number().int().positive().max(2_147_483_647);

/**
 * An id written in a query, a path or a form field: digits only, in `idSchema`'s range. "0x9",
 * "1e0", "+1" and " 1 " are no id, though `Number` reads each as one (docs/product/validation.md).
 */
export function idFromText(text: unknown): number | undefined {
  if (typeof text !== "string" || !/^\d{1,10}$/.test(text)) return undefined;
  const parsed = idSchema.safeParse(Number(text));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The first and last days any date field takes (docs/product/validation.md): the years 2000 to 2100.
 * Outside them a day is a typo (year 1 was once read as 1901), never a request, an absence or a period.
 */
export const earliestDay = "2000-01-01";
export const latestDay = "2100-12-31";

/** A Belgian calendar day, `YYYY-MM-DD`, of the years 2000 to 2100. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "dateInvalid")
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) && day >= earliestDay && day <= latestDay;
  }, "dateInvalid");
