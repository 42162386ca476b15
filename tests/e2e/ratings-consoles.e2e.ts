import type postgres from "postgres";
import { signInAs } from "./support/sign-in";
import { screensAt } from "./support/screens";
import { expect, test } from "./support/test";
import { projectNumber, sendRequest, tokenAndHash } from "./support/projects";
import { toast } from "./support/console-ui";
import { storeChoices } from "./support/consent";
import { expectNoSeriousAxeViolations } from "./support/accessibility";

/** A rating given for a project of provider 1 (as the rating page records it). */
async function rated(sql: postgres.Sql, projectId: number, rating: number, comment: string) {
  await sql`update home_projects set provider_id = 1, status_id = 5 where id = ${projectId}`;
  await sql`insert into project_ratings (project_id, provider_id, token_hash, token_expires_at, requested_at, rated_at, rating, comment)
    values (${projectId}, 1, ${tokenAndHash().hash}, now() + interval '30 days', now(), now(), ${rating}, ${comment})`;
}

test("ratings in the consoles: the provider sees its own without names, the network per project and per provider (FR, NL)", async ({ page, sql }) => {
  const id = await sendRequest(page.request, { CustomerLanguage: "fr", CustomerLastName: "Secretnom" });
  // Other files on this worker's database rate provider 1 too: this test counts on its own rating only.
  await sql`delete from project_ratings where provider_id = 1`;
  await rated(sql, id, 4, "Très bon travail");

  await signInAs(page, "pro1@example.com");
  for (const [language, heading, average] of [
    ["fr", "Avis des clients", "Moyenne : 4/5 sur 1 avis"],
    ["nl", "Beoordelingen van klanten", "Gemiddelde: 4/5 op basis van 1 beoordeling"],
  ] as const) {
    await page.evaluate((value) => localStorage.setItem("language", value), language);
    await page.goto("/provider/homeprojectlist");
    const card = page.getByTestId("my-ratings");
    await expect(card).toContainText(heading);
    await expect(card).toContainText(average);
    await expect(card).toContainText("Très bon travail");
    await expect(card).not.toContainText("Secretnom");
    await screensAt(card, `${language}-ratings-provider`);
  }

  await page.context().clearCookies();
  await signInAs(page, "network@example.com");
  for (const language of ["fr", "nl"] as const) {
    await page.evaluate((value) => localStorage.setItem("language", value), language);
    await page.goto(`/network/homeprojectdetails/${id}`);
    await expect(page.getByTestId("project-rating")).toContainText("4/5");
    await expect(page.getByTestId("project-rating")).toContainText(language === "fr" ? "Avis du client" : "Beoordeling van de klant");
    await page.goto("/network/editprovider/1");
    // With the provider's figures, under its own tab: not repeated under every tab.
    await expect(page.getByRole("tab", { selected: true })).toBeVisible();
    await expect(page.getByTestId("provider-ratings")).toHaveCount(0);
    await page.getByRole("tab", { name: language === "fr" ? "Chiffres" : "Cijfers" }).click();
    await expect(page.getByTestId("provider-ratings")).toContainText(language === "fr" ? "sur 1 avis" : "op basis van 1 beoordeling");
    await screensAt(page.getByTestId("provider-ratings"), `${language}-ratings-network`);
  }
});

test("the provider page's ratings come under its figures, in the figures tab", async ({ page }) => {
  await signInAs(page, "network@example.com");
  await page.goto("/network/editprovider/1?lang=fr");
  await page.getByRole("tab", { name: /Chiffres|Cijfers/ }).click();
  await expect(page.getByTestId("provider-ratings")).toBeVisible();
  await expect(page.getByTestId("own-figures")).toBeVisible();
  const topOf = async (id: string) => (await page.getByTestId(id).boundingBox())?.y ?? Number.NaN;
  expect(await topOf("provider-ratings")).toBeGreaterThan(await topOf("own-figures"));
});

for (const [language, width] of [
  ["fr", 375],
  ["nl", 1280],
] as const) {
  test(`${language.toUpperCase()} at ${width} px: an unhappy customer is counted on the dashboard, listed, and called back by the network`, async ({
    page,
    sql,
  }) => {
    const fr = language === "fr";
    const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Mecontent${language}` });
    await rated(sql, id, 2, "Le carrelage est de travers.");
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, "network@example.com");
    await storeChoices(page, language);
    await page.goto("/network/dashboard");
    const card = page.getByTestId("attention-unhappy");
    await expect(card).toContainText(fr ? "Client mécontent à rappeler" : "Ontevreden klant terug te bellen");
    await expect(card.getByRole("link")).toHaveText(/^[1-9]\d*$/);
    await screensAt(page.getByTestId("attention"), `unhappy-${language}-attention`, { widths: [width] });
    await card.getByRole("link").click();
    await expect(page).toHaveURL(/\/network\/homeprojectlist\?unhappy=1$/);
    // The list's own filter is the one on: folded on a phone under a button that says so.
    if (width === 375) await page.getByRole("button", { name: fr ? "Filtres (1 actif)" : "Filters (1 actief)" }).click();
    await expect(page.getByRole("checkbox", { name: fr ? "Client mécontent à rappeler" : "Ontevreden klant terug te bellen" })).toBeChecked();
    await screensAt(
      page
        .getByRole("checkbox", { name: fr ? "Client mécontent à rappeler" : "Ontevreden klant terug te bellen" })
        .locator("xpath=ancestor::div[contains(@class,'mantine-Stack-root')][1]"),
      `unhappy-${language}-list-filters`,
      { widths: [width] },
    );
    await page.getByRole("link", { name: projectNumber(id) }).click();

    const alert = page.getByTestId("low-rating-alert");
    await expect(alert).toContainText(fr ? "Le client a donné la note de 2 sur 5 le" : "De klant gaf op");
    await expectNoSeriousAxeViolations(page);
    await screensAt(alert, `unhappy-${language}-network`, { widths: [width] });
    await alert.getByRole("button", { name: fr ? "J'ai rappelé le client" : "Ik heb de klant teruggebeld" }).click();
    await toast(page, fr ? "C'est noté : le client a été rappelé." : "Genoteerd: de klant werd teruggebeld.");
    await expect(alert).toHaveCount(0);
    await expect(page.getByTestId("project-rating")).toContainText(fr ? "client rappelé le" : "klant teruggebeld op");
    await page.getByRole("tab", { name: fr ? "Historique" : "Geschiedenis" }).click();
    await expect(
      page
        .getByRole("list", { name: fr ? "Historique" : "Geschiedenis" })
        .getByRole("listitem")
        .nth(0),
    ).toContainText(fr ? "Client mécontent rappelé" : "Ontevreden klant teruggebeld");
  });
}
