import { expectInsideAndInFull, expectNoSidewaysScroll } from "./support/layout";
import { screen } from "./support/screens";
import { expect, test } from "./support/test";
import { signInAs } from "./support/sign-in";
import { storeChoices } from "./support/consent";

const copy = {
  FR: {
    tab: "Accès web",
    list: "Accès web du prestataire",
    never: "Dernière connexion\u202f: Jamais",
    resend: (email: string) => `Renvoyer l'invitation à ${email}`,
    sent: (email: string) => `L'invitation a été renvoyée à ${email}.`,
    remove: (email: string) => `Supprimer l'accès ${email}`,
    title: (email: string) => `Supprimer l'accès ${email} ?`,
    says: (name: string, email: string) => `${name} ne pourra plus se connecter à l'espace professionnel du prestataire Brussels Home Experts avec ${email}`,
    signedOut: "il est déconnecté aussitôt",
    cancel: "Annuler",
    confirm: "Oui, supprimer",
  },
  NL: {
    tab: "Weblogins",
    list: "Weblogins van de vakman",
    never: "Laatste aanmelding: Nog nooit",
    resend: (email: string) => `Uitnodiging opnieuw sturen naar ${email}`,
    sent: (email: string) => `De uitnodiging is opnieuw verstuurd naar ${email}.`,
    remove: (email: string) => `Verwijderen: login ${email}`,
    title: (email: string) => `De login ${email} verwijderen?`,
    says: (name: string, email: string) => `${name} kan zich niet meer aanmelden in de professionele ruimte van Brussels Home Experts met ${email}`,
    signedOut: "wordt hij meteen afgemeld",
    cancel: "Annuleren",
    confirm: "Ja, verwijderen",
  },
} as const;

/** docs/product/consoles.md, "Web logins": removal asked first, naming the e-mail; the person is signed out at once. */
test.describe("removing a provider's web login", () => {
  for (const language of ["FR", "NL"] as const) {
    test(`${language}: asked first in a dialog naming the e-mail, at 375 and 1280 px; Cancel keeps it, confirming removes it`, async ({ page, sql }) => {
      // Two screens, each with a sign-in's worth of pages and two dialogs.
      test.setTimeout(150_000);
      const suffix = Date.now().toString(36);
      await signInAs(page, "network@example.com");
      await expect(page).toHaveURL(/\/network$/);
      for (const width of [375, 1280] as const) {
        const t = copy[language];
        const email = `retrait.${language.toLowerCase()}${width}.${suffix}@example.com`;
        await sql`insert into login_users (provider_id, given_name, last_name, email, created_at) values (1, 'Noé', 'Retrait', ${email}, now())`;
        await storeChoices(page, language);
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/network/editprovider/1");
        await page.getByRole("tab", { name: t.tab }).click();
        // A phone shows a card per login, nothing scrolls sideways; a wider screen a table row (docs/product/consoles.md).
        const row =
          width === 375
            ? page.getByRole("list", { name: t.list }).getByRole("listitem").filter({ hasText: email })
            : page.getByRole("row").filter({ hasText: email });
        await expect(row).toBeVisible();
        if (width === 375) {
          await expect(row).toContainText(t.never);
          await expectNoSidewaysScroll(page);
          // Never used: its invitation can be sent again, from the card (docs/product/consoles.md, "Web logins").
          await row.getByRole("button", { name: t.resend(email) }).click();
          const sent = page.locator(".mantine-Notification-root").filter({ hasText: t.sent(email) });
          await expect(sent).toBeVisible();
          // The address in full, on two lines if need be: never cut with "…".
          await expectInsideAndInFull(sent, null, "the toast naming the address");
          await expect
            .poll(async () => (await sql`select 1 from mail_queue where template = 'provider-login-invitation' and recipient = ${email}`).length)
            .toBe(1);
        }
        await screen(page, `network-logins-${language.toLowerCase()}-${width}`);

        await row.getByRole("button", { name: t.remove(email) }).click();
        const ask = page.getByRole("dialog", { name: t.title(email) });
        await expect(ask).toContainText(t.says("Noé Retrait", email));
        await expect(ask).toContainText(t.signedOut);
        const box = await ask.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        await screen(page, `network-login-removal-${language.toLowerCase()}-${width}`);
        await ask.getByRole("button", { name: t.cancel }).click();
        await expect(ask).toBeHidden();
        await expect(row).toBeVisible();

        await row.getByRole("button", { name: t.remove(email) }).click();
        await page
          .getByRole("dialog", { name: t.title(email) })
          .getByRole("button", { name: t.confirm })
          .click();
        // The row goes (the toast that says so closes by itself, so the lasting state is what is checked).
        await expect(row).toHaveCount(0);
        await expect(page.getByRole("dialog")).toHaveCount(0);
        expect(await sql`select 1 from login_users where email = ${email}`).toHaveLength(0);
        expect(await sql`select 1 from audit_events where action = 'network.login-removed' and details->>'email' = ${email}`).toHaveLength(1);
      }
    });
  }

  test("a person signed in with the removed login is signed out at once", async ({ page, browser, sql, baseURL }) => {
    // Two people sign in, in two browsers.
    test.setTimeout(120_000);
    const email = `retrait.session.${Date.now().toString(36)}@example.com`;
    await sql`insert into login_users (provider_id, given_name, last_name, email, created_at) values (1, 'Inès', 'Session', ${email}, now())`;
    // The person's own browser: another context, signed in as signInAs does, waiting for the app before each tap.
    const context = await browser.newContext({ baseURL });
    const provider = await context.newPage();
    const appReady = () => provider.waitForFunction(() => !document.getElementById("root") || document.documentElement.hasAttribute("data-app-ready"));
    await provider.goto("/login");
    await appReady();
    await provider.getByRole("link", { name: /Se connecter|Aanmelden/ }).click();
    await provider.getByRole("button", { name: new RegExp(email.replace(/[.@]/g, "\\$&")) }).click();
    await expect(provider).toHaveURL(/\/provider/);

    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    await storeChoices(page, "FR");
    await page.goto("/network/editprovider/1");
    await page.getByRole("tab", { name: copy.FR.tab }).click();
    await page
      .getByRole("row")
      .filter({ hasText: email })
      .getByRole("button", { name: copy.FR.remove(email) })
      .click();
    await page
      .getByRole("dialog", { name: copy.FR.title(email) })
      .getByRole("button", { name: copy.FR.confirm })
      .click();
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);

    await provider.goto("/provider/homeprojectlist");
    await expect(provider).toHaveURL(/\/login/);
    await context.close();
  });
});
