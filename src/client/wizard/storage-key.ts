/** Session storage key of the wizard in progress (its own module: the page entry reads it without zod). */
export const wizardStorageKey = "hs.wizard.v1";
