import { z } from "zod";

/**
 * Field rules of docs/product/validation.md, shared by the wizard, the consoles
 * and the server. Error messages are dictionary keys under `validation.*`, translated where shown.
 */
export const validationKeys = [
  "required",
  "postCodeInvalid",
  "nameInvalid",
  "phoneInvalid",
  "emailInvalid",
  "addressRequired",
  "addressTooLong",
  "busTooLong",
  "descriptionTooLong",
  "insurerCustomerRequired",
  "privacyRequired",
  "cityRequired",
  "answersRequired",
] as const;
export type ValidationKey = (typeof validationKeys)[number];

export const postCodePattern = /^\d{4}$/;
/** Letters of any script and combining marks, apostrophe, space, hyphen; at least one letter. */
export const personNamePattern = /^(?=.*\p{L})[\p{L}\p{M}' -]{1,100}$/u;
/** `+` then 3 to 20 digits or spaces. */
export const phonePattern = /^\+[\d ]{3,20}$/;
/** Top-level part of 2 to 63 letters, so .brussels and .vlaanderen addresses pass. */
export const emailPattern = /^[A-Za-z0-9._+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,63}$/;

export const defaultPhonePrefix = "+32";

export const postCodeSchema = z.string().trim().regex(postCodePattern, "postCodeInvalid");
export const personNameSchema = z.string().trim().regex(personNamePattern, "nameInvalid");
export const phoneSchema = z.string().trim().regex(phonePattern, "phoneInvalid");
export const emailSchema = z.string().trim().max(254, "emailInvalid").regex(emailPattern, "emailInvalid");
export const idSchema = z.number().int().positive().max(2_147_483_647);
