import { expect, type Page } from "./test";

/** Stores the language the consoles read at start ("FR" or "NL") and reloads the page in it. */
export async function reloadInLanguage(page: Page, language: "FR" | "NL") {
  await page.evaluate((value) => localStorage.setItem("language", value), language);
  await page.reload();
}

/** A toast with this text appears (Mantine notifications). */
export async function toast(page: Page, text: string | RegExp) {
  await expect(page.locator(".mantine-Notification-root").filter({ hasText: text }).first()).toBeVisible();
}
