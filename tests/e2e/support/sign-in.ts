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
/** Back from the issuer: at the landing page (src/client/pages/console/landing.page.tsx) or on /login. */
const backInTheApp = (url: URL) => !url.pathname.startsWith("/auth/") && !url.pathname.startsWith("/dev-idp/");

/**
 * Signs in as `account` for a test about something else than signing in. The first time in a worker
 * it goes through the development issuer (`signInThroughIssuer`) and keeps the session cookie the
 * app set; later it gives that cookie to the test's browser and opens the landing page, which asks
 * the server who is signed in and goes on to that console's home, as after the issuer. A session that
 * has ended since (a test signed out) is refused by the server: then it signs in through the issuer again.
 * Tests about signing in itself use `signInThroughIssuer`.
 */
export async function signInAs(page: Page, account: string) {
  const cached = sessions.get(account);
  if (cached) {
    await page.context().addCookies([cached]);
    // The same question the landing page asks: is this session still signed in?
    if ((await page.request.get("/api/loginuser/login")).status() !== 401) {
      await page.goto("/login/landingpage");
      return;
    }
    sessions.delete(account);
    await page.context().clearCookies({ name: cached.name });
  }
  // Signed in as someone else, here or at the issuer, /login would go on as that person.
  await page.context().clearCookies({ name: /(^|_)hs_session$|^_session(\.|$)/ });
  await signInThroughIssuer(page, account);
  // Back from the issuer: the callback has set the session cookie. The landing page goes on by
  // itself, as before this helper kept sessions; the caller waits for where it lands if it matters.
  await page.waitForURL(backInTheApp);
  const cookie = (await page.context().cookies(new URL(page.url()).origin)).find(isSessionCookie);
  if (cookie) sessions.set(account, cookie);
}
