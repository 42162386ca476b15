import { type Cookie, expect, type Page } from "@playwright/test";

/** Signs in through the development issuer as a person would: Login, then the account's button. */
export async function signInThroughIssuer(page: Page, account: string) {
  await page.goto("/login");
  await page.getByRole("link", { name: /Se connecter|Aanmelden/ }).click();
  await expect(page).toHaveURL(/\/dev-idp\/interaction\//);
  await page.getByRole("button", { name: new RegExp(account.replace(/[.@]/g, "\\$&")) }).click();
}

/** The session cookie of each account this worker (one server: docs/decisions/0032-parallel-e2e-workers.md) has signed in through the issuer. */
const sessions = new Map<string, Cookie>();
const isSessionCookie = (cookie: Cookie) => /(^|_)hs_session$/.test(cookie.name);
/** Where a console lands after sign-in (src/client/pages/console/landing.page.tsx): its home, or /login. */
const landed = (url: URL) => !url.pathname.startsWith("/login/landingpage") && !url.pathname.startsWith("/auth/") && !url.pathname.startsWith("/dev-idp/");

/**
 * Signs in as `account` for a test about something else than signing in. The first time in a worker
 * it goes through the development issuer (`signInThroughIssuer`) and keeps the session cookie the
 * app set; later it gives that cookie to the test's browser and opens the landing page, which asks
 * the server who is signed in and goes on to that console's home, as after the issuer. A session that
 * has ended since (a test signed out) lands on /login: then it signs in through the issuer again.
 * Tests about signing in itself use `signInThroughIssuer`.
 */
export async function signInAs(page: Page, account: string) {
  const cached = sessions.get(account);
  if (cached) {
    await page.context().addCookies([cached]);
    await page.goto("/login/landingpage");
    await page.waitForURL(landed);
    if (!new URL(page.url()).pathname.startsWith("/login")) return;
    sessions.delete(account);
  }
  await signInThroughIssuer(page, account);
  await page.waitForURL(landed);
  const url = new URL(page.url());
  if (url.pathname.startsWith("/login")) return;
  const cookie = (await page.context().cookies(new URL(page.url()).origin)).find(isSessionCookie);
  if (cookie) sessions.set(account, cookie);
}
