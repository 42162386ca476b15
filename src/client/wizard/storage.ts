import { z } from "zod";
import type { WizardState } from "./state";
import type { Confirmation } from "./step-confirmation";

import { wizardStorageKey } from "./storage-key";

/** Session storage: survives a reload and back/forward in the same tab, gone when the tab closes. */
export { wizardStorageKey };

// Built on first use: most visits have nothing stored, and building it costs a phone a few milliseconds.
const buildStoredSchema = () => {
  const idList = z.array(z.number().int().positive());
  return z.object({
    version: z.literal(1),
    step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
    categoryId: z.number().int().nullable(),
    subCategoryId: z.number().int().nullable(),
    serviceId: z.number().int().nullable(),
    postCode: z.string().max(20),
    postalAreas: z
      .array(
        z.object({ id: z.number().int(), city: z.string(), postCode: z.string(), cityPostalArea: z.string(), otherName: z.string().nullable().default(null) }),
      )
      .max(200),
    postalAreasLanguage: z.enum(["fr", "nl"]).nullable().default(null),
    postalAreaId: z.number().int().nullable(),
    availability: z.enum(["none", "found", "notFound"]),
    providerId: z.number().int().nullable(),
    answers: z.record(z.string(), idList),
    description: z.string().max(10_000),
    personal: z.object({
      IsInsurerCustomer: z.boolean().nullable(),
      CustomerLastName: z.string(),
      CustomerName: z.string(),
      CustomerGSM: z.string(),
      CustomerEmail: z.string(),
      CustomerStreetHouseNumber: z.string(),
      CustomerBus: z.string(),
      CustomerPrivacyAccepted: z.boolean(),
      CustomerPrivacyMarketing: z.boolean(),
    }),
    fileNames: z.array(z.string()).max(10),
    idempotencyKey: z.string().min(8).max(100),
    seed: z.string().max(40),
  });
};
let storedSchema: ReturnType<typeof buildStoredSchema> | undefined;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored wizard, or null when there is none or it cannot be read. */
export function loadWizardState(store: Storage | undefined = storage()): WizardState | null {
  const raw = store?.getItem(wizardStorageKey);
  if (!raw) return null;
  try {
    storedSchema ??= buildStoredSchema();
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as WizardState) : null;
  } catch {
    return null;
  }
}

export function saveWizardState(state: WizardState, store: Storage | undefined = storage()): void {
  try {
    store?.setItem(wizardStorageKey, JSON.stringify(state));
  } catch {
    // Full or forbidden storage: the wizard still works, it just will not survive a reload.
  }
}

export function clearWizardState(store: Storage | undefined = storage()): void {
  try {
    store?.removeItem(wizardStorageKey);
  } catch {
    // nothing to do
  }
}

/**
 * The confirmation of the request this tab just sent: a reload of the confirmation shows it again
 * instead of an empty wizard, which made people send twice (docs/product/wizard.md). Shown only on
 * the history entry the confirmation was shown on; a new visit to the wizard starts afresh.
 */
const sentStorageKey = `${wizardStorageKey}.sent`;

const buildSentSchema = () =>
  z.object({
    email: z.string().max(254),
    projectId: z.number().int().positive(),
    manual: z.boolean(),
    noProvider: z.boolean(),
    filesFailed: z.boolean(),
    filesReason: z.string().max(1000).optional(),
  });

export function saveSentConfirmation(sent: Confirmation, store: Storage | undefined = storage()): void {
  try {
    store?.setItem(sentStorageKey, JSON.stringify(sent));
  } catch {
    // Full or forbidden storage: a reload then shows a new wizard, as before.
  }
}

export function loadSentConfirmation(store: Storage | undefined = storage()): Confirmation | null {
  try {
    const raw = store?.getItem(sentStorageKey);
    if (!raw) return null;
    const parsed = buildSentSchema().safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearSentConfirmation(store: Storage | undefined = storage()): void {
  try {
    store?.removeItem(sentStorageKey);
  } catch {
    // nothing to do
  }
}
