import { z } from "zod";
import type { KeysOf } from "../message-keys";
import { isEmptyPhone, toInternationalPhone } from "../phone";
import { emailPattern, idSchema, phonePattern } from "./fields";
import { trimVisible } from "../text";

/** Provider form of the network console (create and update), as typed: checked by `providerProblem`. */
export const providerFormSchema = z.object({
  name: z.string().max(200),
  address: z.string().max(300),
  contactName: z.string().max(200),
  contactPhoneNumber: z.string().max(40),
  contactEmail: z.string().max(254),
});
export type ProviderForm = z.infer<typeof providerFormSchema>;

export const updateProviderSchema = providerFormSchema.extend({ id: idSchema });

/**
 * The provider's phone as it is checked and stored: a Belgian number written the usual way
 * ("081 22 33 44", "0470 12 34 56") gets its +32, as in the wizard; the offered "+32" alone is none.
 */
export function providerPhone(form: Pick<ProviderForm, "contactPhoneNumber">): string {
  return isEmptyPhone(form.contactPhoneNumber) ? "" : toInternationalPhone(form.contactPhoneNumber);
}

/** Message keys (dictionary section `api`) of the provider checks of docs/product/validation.md. */
type ProviderProblem = KeysOf<
  "api",
  | "providerNameMissing"
  | "providerAddressMissing"
  | "providerContactNameMissing"
  | "providerPhoneMissing"
  | "providerEmailMissing"
  | "providerPhoneInvalid"
  | "providerEmailInvalid"
  | "providerUpdateNameMissing"
  | "providerUpdatePhoneInvalid"
  | "providerUpdateEmailInvalid"
>;

/**
 * The seven create checks of docs/product/validation.md, in that order, stopping at the first failure.
 * An update only requires the name; a phone or e-mail given must still be well formed. Each message
 * names what failed: creating or updating.
 */
export function providerProblem(form: ProviderForm, mode: "create" | "update"): ProviderProblem | undefined {
  const name = trimVisible(form.name);
  const address = trimVisible(form.address);
  const contactName = trimVisible(form.contactName);
  const phone = providerPhone(form);
  const email = form.contactEmail.trim();
  const creating = mode === "create";
  if (!name) return creating ? "providerNameMissing" : "providerUpdateNameMissing";
  if (creating) {
    if (!address) return "providerAddressMissing";
    if (!contactName) return "providerContactNameMissing";
    // The form shows +32 by default: the prefix alone is no number (providerPhone).
    if (!phone) return "providerPhoneMissing";
    if (!email) return "providerEmailMissing";
  }
  if (phone && !phonePattern.test(phone)) return creating ? "providerPhoneInvalid" : "providerUpdatePhoneInvalid";
  if (email && (email.length > 254 || !emailPattern.test(email))) return creating ? "providerEmailInvalid" : "providerUpdateEmailInvalid";
  return undefined;
}

/** The field each provider check is about: the form marks it with the message and moves the focus there. */
export const providerProblemField: Record<ProviderProblem, keyof ProviderForm> = {
  providerNameMissing: "name",
  providerUpdateNameMissing: "name",
  providerAddressMissing: "address",
  providerContactNameMissing: "contactName",
  providerPhoneMissing: "contactPhoneNumber",
  providerPhoneInvalid: "contactPhoneNumber",
  providerUpdatePhoneInvalid: "contactPhoneNumber",
  providerEmailMissing: "contactEmail",
  providerEmailInvalid: "contactEmail",
  providerUpdateEmailInvalid: "contactEmail",
};

/** The fields a provider must have: all five to create it, the name to update it. */
export const providerRequiredFields: Record<"create" | "update", readonly (keyof ProviderForm)[]> = {
  create: ["name", "address", "contactName", "contactPhoneNumber", "contactEmail"],
  update: ["name"],
};

export const providerListSchema = z.object({
  search: z.string().trim().max(200).default(""),
  page: z.number().int().min(1).max(100_000).default(1),
  /** Only the active providers not fully set up (docs/product/consoles.md). */
  notSetUp: z.boolean().default(false),
});

export const providerActivitySchema = z.object({ id: idSchema, isActive: z.boolean() });
export const providerServiceSchema = z.object({ providerId: idSchema, serviceId: idSchema, isActive: z.boolean() });
export const providerIdSchema = z.object({ id: idSchema });
