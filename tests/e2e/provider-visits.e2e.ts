import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { storeChoicesBeforeLoad } from "./support/consent";
import { reloadInLanguage } from "./support/console-ui";
import { expectNoSidewaysScroll } from "./support/layout";
import { projectNumber, sendRequest } from "./support/projects";
import { screen } from "./support/screens";
import { signInAs } from "./support/sign-in";
import { expect, test } from "./support/test";

/** A day in Brussels `days` from today, `YYYY-MM-DD`. */
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** docs/product/visits.md: "Mes rendez-vous" and the provider's calendar address. */
for (const [language, width] of [
  ["fr", 375],
  ["nl", 1280],
] as const) {
  test(`${language.toUpperCase()} at ${width} px: the provider's visits day by day; its calendar linked, given a new address, unlinked`, async ({
    page,
    sql,
  }) => {
    const fr = language === "fr";
    const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Agenda${language}` });
    const day = dayAhead(3);
    // Accepted, its visit noted by its provider: 10:30 in Brussels, three days ahead.
    await sql`update home_projects set status_id = 2, provider_accepted_at = now(), visit_planned_at = now(),
      visit_at = (${day}::date + time '10:30') at time zone 'Europe/Brussels' where id = ${id}`;
    // Another one the same day, whose time the customer asked to change (a second request: its own wizard cookie).
    await page.context().clearCookies();
    const asked = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Autre${language}` });
    await sql`update home_projects set status_id = 2, provider_accepted_at = now(), visit_planned_at = now(), visit_change_asked_at = now() + interval '1 minute',
      visit_at = (${day}::date + time '15:45') at time zone 'Europe/Brussels' where id = ${asked}`;

    await page.setViewportSize({ width, height: 900 });
    // A returning provider: its language and its cookie choice stored, so nothing covers the page.
    await storeChoicesBeforeLoad(page, language);
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await reloadInLanguage(page, fr ? "FR" : "NL");
    if (width >= 576) await page.getByRole("link", { name: fr ? "Rendez-vous" : "Afspraken", exact: true }).click();
    else {
      await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("menuitem", { name: fr ? "Rendez-vous" : "Afspraken", exact: true }).click();
    }
    await expect(page).toHaveURL(/\/provider\/visits$/);
    await expect(page.getByRole("heading", { level: 1, name: fr ? "Mes rendez-vous" : "Mijn afspraken" })).toBeVisible();

    // Under its day's heading: the time, the project and its service, the customer and the address.
    const heading = new Intl.DateTimeFormat(fr ? "fr-BE" : "nl-BE", {
      timeZone: "Europe/Brussels",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(new Date(`${day}T12:00:00Z`));
    const section = page.getByRole("region", { name: heading.charAt(0).toUpperCase() + heading.slice(1) });
    const visit = section.getByTestId("visit").filter({ has: page.getByRole("link", { name: projectNumber(id) }) });
    await expect(visit.getByText("10:30", { exact: true })).toBeVisible();
    await expect(visit).toContainText(`Agenda${language}`);
    await expect(visit).toContainText(fr ? "Rue Haute 12 bte 3, 1000 Bruxelles" : "Rue Haute 12 bus 3, 1000 Brussel");
    await expect(visit.getByTestId("visit-change-asked")).toHaveCount(0);
    const toMove = section.getByTestId("visit").filter({ has: page.getByRole("link", { name: projectNumber(asked) }) });
    await expect(toMove.getByTestId("visit-change-asked")).toHaveText(fr ? "Autre moment demandé par le client" : "Ander moment gevraagd door de klant");

    // The calendar: linked, its address shown once, read as a calendar holding the visit.
    const card = page.getByRole("region", { name: fr ? "Vos rendez-vous dans votre agenda" : "Uw afspraken in uw agenda" });
    await expect(card.getByTestId("calendar-feed-state")).toHaveText(fr ? "Votre agenda n'est pas relié." : "Uw agenda is niet gekoppeld.");
    await card.getByRole("button", { name: fr ? "Relier mon agenda" : "Mijn agenda koppelen" }).click();
    const address = card.getByLabel(fr ? "Adresse de votre agenda" : "Adres van uw agenda");
    await expect(address).toHaveValue(/\/api\/providercalendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await address.inputValue();
    await expect(card.getByRole("link", { name: fr ? "Ouvrir dans mon agenda" : "Openen in mijn agenda" })).toHaveAttribute(
      "href",
      url.replace(/^https?:/, "webcal:"),
    );
    const calendar = await page.request.get(url);
    expect(calendar.status()).toBe(200);
    expect(await calendar.text()).toContain(`${id})`);
    await expect(card.getByTestId("calendar-feed-state")).toHaveText(
      fr ? /^Votre agenda est relié depuis le \d\d\/\d\d\/\d{4}\.$/ : /^Uw agenda is gekoppeld sinds \d\d\/\d\d\/\d{4}\.$/,
    );
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await screen(page, `provider-visits-${language}-${width}`, { fullPage: true });

    // A new address ends the old one.
    await card.getByRole("button", { name: fr ? "Nouvelle adresse" : "Nieuw adres" }).click();
    const dialog = page.getByRole("dialog", { name: fr ? "Créer une nouvelle adresse ?" : "Een nieuw adres maken?" });
    await expect(dialog.getByRole("button", { name: fr ? "Annuler" : "Annuleren" })).toBeFocused();
    await dialog.getByRole("button", { name: fr ? "Confirmer" : "Bevestigen" }).click();
    await expect(address).not.toHaveValue(url);
    const renewed = await address.inputValue();
    expect((await page.request.get(url)).status()).toBe(404);
    expect((await page.request.get(renewed)).status()).toBe(200);

    // Unlinked: no address works.
    await card.getByRole("button", { name: fr ? "Ne plus relier" : "Ontkoppelen" }).click();
    await page
      .getByRole("dialog", { name: fr ? "Ne plus relier votre agenda ?" : "Uw agenda ontkoppelen?" })
      .getByRole("button", { name: fr ? "Confirmer" : "Bevestigen" })
      .click();
    await expect(card.getByTestId("calendar-feed-state")).toHaveText(fr ? "Votre agenda n'est pas relié." : "Uw agenda is niet gekoppeld.");
    await expect(address).toHaveCount(0);
    expect((await page.request.get(renewed)).status()).toBe(404);
  });
}
