import { screen } from "./support/screens";
import { expect, test } from "./support/test";
import { signInThroughIssuer } from "./support/sign-in";
import { expectNoSeriousAxeViolations } from "./support/accessibility";

test.describe("sign-in through the development issuer", () => {
  test("a network account lands on /network with its links; logout ends the session", async ({ page, context }) => {
    await signInThroughIssuer(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    expect(await page.evaluate(() => [localStorage.getItem("loginType"), localStorage.getItem("providerId")])).toEqual(["network", "0"]);
    await expect(page.locator("header").getByRole("link", { name: /^(Prestataires|Vakmensen)$/ })).toBeVisible();
    const oldCookies = await context.cookies();
    await page.getByRole("button", { name: /Se déconnecter|Afmelden/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("loginType"))).toBeNull();
    // The old session cookie no longer opens anything.
    const session = oldCookies.find((c) => c.name === "hs_session");
    expect(session).toBeTruthy();
    const replay = await page.request.get("/api/loginuser/login", { headers: { cookie: `hs_session=${session?.value}` } });
    expect(replay.status()).toBe(401);
  });

  test("a provider account lands on /provider", async ({ page }) => {
    await signInThroughIssuer(page, "pro2@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    expect(await page.evaluate(() => [localStorage.getItem("loginType"), localStorage.getItem("providerId")])).toEqual(["provider", "2"]);
  });

  test("an account unknown to the product is signed out and back on /login with the reason", async ({ page, context }) => {
    await signInThroughIssuer(page, "stranger@example.com");
    await expect(page).toHaveURL(/\/login\?state=not-accepted$/);
    await expect(page.getByRole("alert")).toContainText(/pas accès|geen toegang/);
    expect((await context.cookies()).some((c) => c.name === "hs_session")).toBe(false);
  });

  test("a sign-in refused for an unverified e-mail: /login explains it in French and in Dutch", async ({ context }) => {
    for (const [language, text] of [
      ["fr", /n'est pas confirmée par votre fournisseur d'identité/],
      ["nl", /niet bevestigd door uw identiteitsprovider/],
    ] as const) {
      const page = await context.newPage();
      await page.addInitScript((lang) => Object.defineProperty(navigator, "languages", { get: () => [`${lang}-BE`] }), language);
      await page.goto("/login?state=email-unverified");
      await expect(page.getByRole("alert")).toContainText(text);
      expect(await page.evaluate(() => localStorage.getItem("loginType"))).toBe("not-accepted");
      await page.evaluate(() => localStorage.clear());
      await page.close();
    }
  });

  test("a console route of another role says there is no access", async ({ page }) => {
    await signInThroughIssuer(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await page.goto("/network/editprovider/1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Pas d.accès|Geen toegang/);
  });

  test("the login page at 375 px and 1280 px", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (width === 375) await expectNoSeriousAxeViolations(page);
      await screen(page, `login-${width}`, { fullPage: true });
    }
  });
});
