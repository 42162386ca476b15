import { type AddProjectInput, addProjectSchema } from "@/shared/schemas/project";
import { isValidationKey, type ValidationKey } from "@/shared/message-keys";
import { toInternationalPhone, typedPhoneSchema } from "@/shared/phone";
import type { Language } from "@/shared/catalog-types";
import type { ApiCategory } from "@/shared/api-types";
import { answersForService, findService, type PersonalValues, type WizardState } from "./state";

/**
 * Step 4 validates with the very field rules the server applies to the creation payload; the
 * phone is first put in international form (a national Belgian number gets +32), and an empty
 * phone is "required", not "wrong format".
 */
export const personalSchema = addProjectSchema
  .pick({
    IsInsurerCustomer: true,
    CustomerLastName: true,
    CustomerName: true,
    CustomerGSM: true,
    CustomerEmail: true,
    CustomerStreetHouseNumber: true,
    CustomerBus: true,
    CustomerPrivacyAccepted: true,
    CustomerPrivacyMarketing: true,
  })
  .extend({ CustomerGSM: typedPhoneSchema });

export type PersonalField = keyof PersonalValues;

/** Fields of the error summary, in the order the form shows them (docs/product/wizard.md). */
export const summaryOrder: readonly PersonalField[] = [
  "IsInsurerCustomer",
  "CustomerLastName",
  "CustomerName",
  "CustomerGSM",
  "CustomerEmail",
  "CustomerStreetHouseNumber",
  "CustomerBus",
  "CustomerPrivacyAccepted",
];

/** Stable ids of the inputs, so the summary can link to each field. */
export const fieldIds: Record<PersonalField, string> = {
  IsInsurerCustomer: "wizard-insurer-customer",
  CustomerLastName: "wizard-last-name",
  CustomerName: "wizard-first-name",
  CustomerGSM: "wizard-mobile",
  CustomerEmail: "wizard-email",
  CustomerStreetHouseNumber: "wizard-street",
  CustomerBus: "wizard-bus",
  CustomerPrivacyAccepted: "wizard-privacy",
  CustomerPrivacyMarketing: "wizard-marketing",
};

/** The failing fields of a set of form errors, in summary order. */
export function failingFields(errors: Record<string, unknown>): PersonalField[] {
  return summaryOrder.filter((field) => errors[field] != null && errors[field] !== false);
}

/** Validates step 4 on its own (used by tests and as a last check before sending). */
export function validatePersonal(values: PersonalValues): Partial<Record<PersonalField, ValidationKey>> {
  const result = personalSchema.safeParse(values);
  if (result.success) return {};
  const out: Partial<Record<PersonalField, ValidationKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PersonalField;
    if (!out[field]) out[field] = isValidationKey(issue.message) ? issue.message : "required";
  }
  return out;
}

/** The creation payload (docs/product/api-contract.md) from the wizard's state. */
export function buildPayload(state: WizardState, categories: ApiCategory[], language: Language, honeypot: string): AddProjectInput {
  const service = findService(categories, state.serviceId);
  const p = state.personal;
  return {
    ServiceId: state.serviceId ?? 0,
    PostalAreaId: state.postalAreaId ?? 0,
    ProviderId: state.availability === "found" ? state.providerId : null,
    IsInsurerCustomer: p.IsInsurerCustomer as boolean,
    CustomerLastName: p.CustomerLastName.trim(),
    CustomerName: p.CustomerName.trim(),
    CustomerGSM: toInternationalPhone(p.CustomerGSM),
    CustomerEmail: p.CustomerEmail.trim(),
    CustomerDescription: state.description.trim(),
    CustomerStreetHouseNumber: p.CustomerStreetHouseNumber.trim(),
    CustomerBus: p.CustomerBus.trim(),
    CustomerPrivacyAccepted: p.CustomerPrivacyAccepted as true,
    CustomerPrivacyMarketing: p.CustomerPrivacyMarketing,
    CustomerLanguage: language,
    Answers: answersForService(service, state.answers),
    Website: honeypot,
  };
}

/** True when the payload passes the server's schema (a guard before sending). */
export function payloadIsValid(payload: AddProjectInput): boolean {
  return addProjectSchema.safeParse(payload).success;
}
