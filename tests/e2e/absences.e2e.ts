import { screensAt } from "./support/screens";
import { expect, type Page, test } from "./support/test";
import { signInAs } from "./support/sign-in";
import { sendRequest } from "./support/projects";
import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { reloadInLanguage, toast } from "./support/console-ui";

/**
 * docs/product/absences.md. Absences are recorded next month only (days 10 to 22), so that the
 * requests other tests of this worker send today still go to demo provider 1; the one test that
 * needs an absence under way removes it before it ends.
 */

/**
 * The consent banner would hide the screenshots: refuse the optional cookies once, then close the
 * toast that confirms it, which would show in the screenshots for five seconds.
 */
async function refuseCookies(page: Page) {
  const refuse = page.getByRole("button", { name: /Tout refuser|Alles weigeren/ });
  if (!(await refuse.isVisible().catch(() => false))) return;
  await refuse.click();
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: /cookies|cookievoorkeuren/i });
  await toast.getByRole("button", { name: /Fermer|Sluiten/ }).click();
  await expect(toast).toHaveCount(0);
}

const brusselsToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

/** Day `n` of next month, as the consoles write it (DD/MM/YYYY). */
function nextMonthDay(n: number): string {
  const [year, month] = brusselsToday().split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, n));
  return `${String(n).padStart(2, "0")}/${String(next.getUTCMonth() + 1).padStart(2, "0")}/${next.getUTCFullYear()}`;
}

/** Picks days `first` to `last` of next month in the absence's date picker. */
async function pickNextMonth(page: Page, label: string, nextMonthLabel: string, first: number, last: number) {
  await page.getByRole("button", { name: label }).click();
  await page.getByRole("button", { name: nextMonthLabel }).click();
  const day = (n: number) => page.locator(".mantine-DatePickerInput-day:not([data-outside])").filter({ hasText: new RegExp(`^${n}$`) });
  await day(first).click();
  await day(last).click();
  await expect(page.getByRole("button", { name: label })).toHaveText(`${nextMonthDay(first)} – ${nextMonthDay(last)}`);
  // The calendar closed on the last day hands the focus back to its field (docs/product/accessibility.md).
  await expect(page.getByRole("button", { name: label })).toBeFocused();
}

test.describe("provider absences", () => {
  test.afterEach(async ({ sql }) => {
    await sql`delete from provider_absences where provider_id = 1`;
  });

  test("the provider records one for next month from its console; an overlap is refused in words; removed after a confirmation", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const waitingId = await sendRequest(page.request, { CustomerLastName: "Absente" });
    await signInAs(page, "pro1@example.com");
    await reloadInLanguage(page, "FR");
    await refuseCookies(page);
    await page.getByRole("link", { name: "Absences" }).click();
    await expect(page).toHaveURL(/\/provider\/absences$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mes absences");
    await expect(page.getByText("Aucune absence prévue.")).toBeVisible();
    // At least the request sent above waits for its answer: a reminder to answer before leaving.
    await expect(page.getByTestId("absences-waiting")).toContainText(/demandes? attend(ent)? votre réponse/);
    // Each one a tap away.
    await expect(page.getByTestId("absences-waiting").getByRole("link", { name: new RegExp(`^Projet n°\\s${waitingId} · `) })).toHaveAttribute(
      "href",
      `/provider/homeprojectdetails/${waitingId}`,
    );

    await pickNextMonth(page, "Jours d'absence", "Mois suivant", 10, 12);
    await page.getByRole("button", { name: "Enregistrer l'absence" }).click();
    await toast(page, "L'absence a été enregistrée.");
    // Saved, the button is disabled again: the focus goes to the days field, ready for the next one.
    await expect(page.getByRole("button", { name: "Jours d'absence" })).toBeFocused();
    const list = page.getByRole("list", { name: "Absences en cours et à venir" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText(`Du ${nextMonthDay(10)} au ${nextMonthDay(12)}`);
    await expect(list).toContainText("Enregistrée par vous");

    await pickNextMonth(page, "Jours d'absence", "Mois suivant", 12, 14);
    await page.getByRole("button", { name: "Enregistrer l'absence" }).click();
    await toast(page, "Cette absence chevauche une absence déjà enregistrée.");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await screensAt(page, "absences-provider-fr", { fullPage: true });

    await list.getByRole("button", { name: `Supprimer l'absence : Du ${nextMonthDay(10)} au ${nextMonthDay(12)}` }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer cette absence ?" });
    await expect(dialog.getByRole("button", { name: "Annuler" })).toBeFocused();
    await dialog.getByRole("button", { name: "Oui, supprimer" }).click();
    await toast(page, "L'absence a été supprimée.");
    await expect(page.getByText("Aucune absence prévue.")).toBeVisible();
    // Its line and button went: the focus is on the list's title.
    await expect(page.getByRole("heading", { name: "Absences en cours et à venir" })).toBeFocused();
  });

  test("under way, the provider's list says so, in Dutch on a phone; its page marks it", async ({ page, sql }) => {
    const today = brusselsToday();
    await sql`insert into provider_absences (provider_id, starts_on, ends_on, created_by_type, created_by_id) values (1, ${today}, ${today}, 'network', 1)`;
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, "pro1@example.com");
    await reloadInLanguage(page, "NL");
    await refuseCookies(page);
    const shortDay = today.split("-").reverse().join("/");
    await expect(page.getByTestId("away-notice")).toContainText(`Afwezig tot en met ${shortDay}: u krijgt geen nieuwe aanvragen.`);
    await screensAt(page, "absences-provider-away-nl");
    await page.getByTestId("away-notice").getByRole("link", { name: "Mijn afwezigheden" }).click();
    const list = page.getByRole("list", { name: "Lopende en komende afwezigheden" });
    await expect(list).toContainText(`Op ${shortDay}`);
    await expect(list).toContainText("Lopend");
    await expect(list).toContainText("Geregistreerd door het netwerk");
    await expectNoSeriousAxeViolations(page);
    await screensAt(page, "absences-provider-nl", { fullPage: true });
  });

  test("the network records one for a provider on its page, in Dutch on a phone, and removes it; the provider list shows who is away", async ({
    page,
    sql,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, "network@example.com");
    await reloadInLanguage(page, "NL");
    await refuseCookies(page);
    await page.goto("/network/editprovider/1");
    await page.getByRole("tab", { name: "Afwezigheden" }).click();
    await expect(page.getByText("Geen afwezigheid gepland.")).toBeVisible();
    await pickNextMonth(page, "Dagen van afwezigheid", "Volgende maand", 20, 22);
    await page.getByRole("button", { name: "Afwezigheid opslaan" }).click();
    await toast(page, "De afwezigheid is geregistreerd.");
    const list = page.getByRole("list", { name: "Lopende en komende afwezigheden" });
    await expect(list).toContainText(`Van ${nextMonthDay(20)} tot en met ${nextMonthDay(22)}`);
    await expect(list).toContainText("Geregistreerd door het netwerk");
    await expectNoSeriousAxeViolations(page);
    await screensAt(page, "absences-network-nl", { fullPage: true });

    await list.getByRole("button", { name: /^Verwijderen: afwezigheid / }).click();
    await page.getByRole("dialog", { name: "Deze afwezigheid verwijderen?" }).getByRole("button", { name: "Ja, verwijderen" }).click();
    await toast(page, "De afwezigheid is verwijderd.");
    await expect(page.getByText("Geen afwezigheid gepland.")).toBeVisible();

    // Away today: the provider list says until when.
    const today = brusselsToday();
    await sql`insert into provider_absences (provider_id, starts_on, ends_on, created_by_type, created_by_id) values (1, ${today}, ${today}, 'provider', 1)`;
    await page.goto("/network/providerlist");
    // A table row from 768 px, a card below: only the one in sight is found.
    const row = page
      .getByRole("row")
      .or(page.getByRole("listitem"))
      .filter({ has: page.getByRole("link", { name: "1", exact: true }) });
    await expect(row).toContainText(`Afwezig tot en met ${today.split("-").reverse().join("/")}`);
    await expectNoSeriousAxeViolations(page);
    await screensAt(page, "absences-network-provider-list-nl");

    // The dashboard's two weeks ahead: the absence, and a link to the provider's Absences tab.
    await page.goto("/network/dashboard");
    const ahead = page.getByRole("region", { name: "Afwezigheden in de komende twee weken" });
    const line = ahead.getByRole("row").filter({ hasText: "Brussels Home Experts" });
    await expect(line).toContainText(`Op ${today.split("-").reverse().join("/")}`);
    await screensAt(ahead, "absences-network-dashboard-nl");
    await line.getByRole("link", { name: "Brussels Home Experts" }).click();
    await expect(page).toHaveURL(/\/network\/editprovider\/1\?tab=absences$/);
    await expect(page.getByRole("tab", { name: "Afwezigheden" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("list", { name: "Lopende en komende afwezigheden" })).toContainText("Lopend");
  });
});
