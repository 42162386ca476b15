import { refuseInBanner } from "./support/consent";
import { reloadInLanguage, toast } from "./support/console-ui";
import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { expectInsideAndInFull, expectNoSidewaysScroll } from "./support/layout";
import { sendRequest, statusLinkFor } from "./support/projects";
import { screen, screensAt } from "./support/screens";
import { signInAs } from "./support/sign-in";
import { expect, type Page, test } from "./support/test";

/** docs/product/customer-controls.md, "Add to my request": the status page, the provider's page, the network for the customer. */
const copy = {
  fr: {
    refuse: /Tout refuser/,
    title: "Vos précisions",
    open: "Ajouter une précision",
    dialog: "Ajouter une précision à votre demande",
    label: "Votre précision",
    confirm: "Ajouter à ma demande",
    required: "Écrivez votre précision avant de l'ajouter.",
    counter: (n: number) => `${n} caractère${n > 1 ? "s" : ""} sur 1000`,
    added: "Votre précision a été ajoutée à la demande.",
    byNetwork: "Ajoutée par notre réseau, à votre demande",
    providerTitle: "Ajouté après l'envoi de la demande",
    networkMarker: "par le réseau pour le client",
  },
  nl: {
    refuse: /Alles weigeren/,
    title: "Uw aanvullingen",
    open: "Iets toevoegen",
    dialog: "Iets toevoegen aan uw aanvraag",
    label: "Uw aanvulling",
    confirm: "Toevoegen aan mijn aanvraag",
    required: "Schrijf uw aanvulling voor u ze toevoegt.",
    counter: (n: number) => `${n} van 1000 tekens`,
    added: "Uw aanvulling is aan de aanvraag toegevoegd.",
    byNetwork: "Op uw vraag toegevoegd door ons netwerk",
    providerTitle: "Toegevoegd na het versturen van de aanvraag",
    networkMarker: "door het netwerk voor de klant",
  },
} as const;

async function dialogShown(page: Page) {
  await expect(page.locator("section[role=dialog]")).toHaveCSS("opacity", "1");
}

for (const language of ["fr", "nl"] as const) {
  const t = copy[language];
  test(`${language.toUpperCase()}: the customer adds to the request on the status page; the provider reads it under the description`, async ({ page, sql }) => {
    const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Precision${language}` });
    const text =
      language === "fr" ? "La fuite est sous l'évier, à gauche.\nCode de la porte : 1234." : "Het lek zit onder de gootsteen, links.\nDeurcode: 1234.";
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(await statusLinkFor(sql, id));
    await refuseInBanner(page, t.refuse);
    const block = page.getByTestId("additions");
    await expect(block).toContainText(t.title);
    await block.getByRole("button", { name: t.open }).click();
    const dialog = page.getByRole("dialog", { name: t.dialog });
    const field = dialog.getByRole("textbox", { name: t.label });
    // The field has the focus; an empty text is refused in the page, with the server's words.
    await expect(field).toBeFocused();
    await dialog.getByRole("button", { name: t.confirm }).click();
    await expect(dialog).toContainText(t.required);
    // Spaces around the text do not count, as the server's rule trims them.
    await field.fill(`  ${text}\n`);
    await expect(dialog).not.toContainText(t.required);
    await expect(dialog).toContainText(t.counter(text.length));
    await dialogShown(page);
    await expectInsideAndInFull(dialog.getByRole("button"), "section[role=dialog]", `${language} addition dialog's buttons at 375 px`);
    await expectNoSeriousAxeViolations(page);
    await screensAt(page, `additions-${language}-1-dialog`);
    await dialog.getByRole("button", { name: t.confirm }).click();
    await toast(page, t.added);
    await expect(dialog).toHaveCount(0);
    // Listed with its line break; the focus goes to it, the dialog's button being gone.
    const listed = block.getByRole("list", { name: t.title }).getByRole("listitem");
    await expect(listed).toHaveCount(1);
    await expect(listed.first()).toContainText(text.split("\n")[1] ?? "");
    await expect(listed.first()).toBeFocused();
    const [row] = await sql`select text, added_by from project_additions where project_id = ${id}`;
    expect(row).toEqual({ text, added_by: "customer" });
    await expectNoSideWaysAt(page, [375, 1280]);
    await screensAt(block, `additions-${language}-2-listed`);
    await screensAt(page, `additions-${language}-2-status-page`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // The provider's page: under the description, with the day and time, line breaks kept.
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await reloadInLanguage(page, language === "fr" ? "FR" : "NL");
    await page.goto(`/provider/homeprojectdetails/${id}`);
    const additions = page.getByTestId("customer-additions");
    await expect(additions).toContainText(t.providerTitle);
    await expect(additions.getByRole("listitem")).toHaveCount(1);
    expect(await additions.getByRole("listitem").locator("p").nth(1).innerText()).toBe(text);
    await expectInsideAndInFull(additions, null, `${language} provider's additions`);
    await screensAt(additions, `additions-${language}-3-provider`);
    await screensAt(page, `additions-${language}-3-provider-page`, { fullPage: true });
  });
}

test("the network adds for a customer who phoned (FR at 1280 px, NL at 375 px): on its page, in the history, on the customer's status page", async ({
  page,
  sql,
}) => {
  for (const [language, width] of [
    ["fr", 1280],
    ["nl", 375],
  ] as const) {
    const t = copy[language];
    const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Telephone${language}` });
    const said = language === "fr" ? "Le client a appelé : il préfère un devis écrit." : "De klant belde: hij wil liever een schriftelijke offerte.";
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    await reloadInLanguage(page, language === "fr" ? "FR" : "NL");
    await page.goto(`/network/homeprojectdetails/${id}`);
    const card = page.getByRole("region", { name: language === "fr" ? "Pour le client" : "Voor de klant" });
    const open = card.getByRole("button", { name: language === "fr" ? "Ajouter une précision pour le client" : "Iets toevoegen voor de klant" });
    await open.click();
    const dialog = page.getByRole("dialog", {
      name: language === "fr" ? "Ajouter une précision à la demande du client" : "Iets toevoegen aan de aanvraag van de klant",
    });
    // Closed with Escape once open (its field has the focus), the focus goes back to the button.
    await expect(dialog.getByRole("textbox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.click();
    await dialog.getByRole("textbox").fill(said);
    await dialogShown(page);
    await screen(page, `additions-network-${language}-dialog-${width}`);
    await dialog.getByRole("button", { name: language === "fr" ? "Ajouter une précision pour le client" : "Iets toevoegen voor de klant" }).click();
    await toast(page, language === "fr" ? "La précision a été ajoutée à la demande du client." : "De aanvulling is aan de aanvraag van de klant toegevoegd.");
    const additions = page.getByTestId("customer-additions");
    await expect(additions).toContainText(said);
    await expect(additions).toContainText(t.networkMarker);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await screen(additions, `additions-network-${language}-listed-${width}`);
    await page.getByRole("tab", { name: language === "fr" ? "Historique" : "Geschiedenis" }).click();
    await expect(
      page
        .getByRole("list", { name: language === "fr" ? "Historique" : "Geschiedenis" })
        .getByRole("listitem")
        .first(),
    ).toContainText(language === "fr" ? "Précision du client ajoutée" : "Aanvulling van de klant toegevoegd");

    // The customer's page says who wrote it.
    await page.context().clearCookies();
    await page.goto(await statusLinkFor(sql, id));
    const item = page.getByTestId("additions").getByRole("listitem");
    await expect(item).toContainText(said);
    await expect(item).toContainText(t.byNetwork);
  }
});

async function expectNoSideWaysAt(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
  }
}
