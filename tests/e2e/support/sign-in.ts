import { expect, type Page } from "@playwright/test";

/** Signs in through the development issuer as a person would: Login, then the account's button. */
export async function signInAs(page: Page, account: string) {
  await page.goto("/login");
  await page.getByRole("link", { name: /Se connecter|Aanmelden/ }).click();
  await expect(page).toHaveURL(/\/dev-idp\/interaction\//);
  await page.getByRole("button", { name: new RegExp(account.replace(/[.@]/g, "\\$&")) }).click();
}
