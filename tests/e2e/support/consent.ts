import { expect, type Page } from "@playwright/test";
import { type ConsentChoice, consentStorageKey, consentVersion } from "../../../src/client/analytics/consent";

/**
 * What a returning person has stored: a language, and a refusal of the optional cookies so that the
 * banner does not cover the page, in the record the app itself writes (src/client/analytics/consent.ts).
 */
type StoredLanguage = "FR" | "NL" | "fr" | "nl";
const consentKey = consentStorageKey;
const refusal = () => JSON.stringify({ analytics: false, timestamp: Date.now(), version: consentVersion } satisfies ConsentChoice);

/** Before the page's own scripts, on every load that finds none yet: the language (when given) and the refusal. */
export async function storeChoicesBeforeLoad(page: Page, language?: StoredLanguage) {
  await page.addInitScript(
    ({ language, consentKey, refusal }) => {
      if (language && !localStorage.getItem("language")) localStorage.setItem("language", language);
      if (!localStorage.getItem(consentKey)) localStorage.setItem(consentKey, refusal);
    },
    { language: language?.toUpperCase(), consentKey, refusal: refusal() },
  );
}

/** Into the open page's storage now, replacing what is there: the next load reads them. */
export async function storeChoices(page: Page, language: StoredLanguage) {
  await page.evaluate(
    ({ language, consentKey, refusal }) => {
      localStorage.setItem("language", language);
      localStorage.setItem(consentKey, refusal);
    },
    { language: language.toUpperCase(), consentKey, refusal: refusal() },
  );
}

/** Refuses the optional cookies with the banner's button, as a person would, when the banner is shown. */
export async function refuseInBanner(page: Page, name: RegExp) {
  const button = page.getByRole("button", { name });
  if (await button.isVisible().catch(() => false)) {
    await button.click();
    await expect(button).toBeHidden();
  }
}
