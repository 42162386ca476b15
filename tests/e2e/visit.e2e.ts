import { readFileSync } from "node:fs";
import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { refuseInBanner } from "./support/consent";
import { reloadInLanguage, toast } from "./support/console-ui";
import { expectInsideAndInFull, expectNoSidewaysScroll } from "./support/layout";
import { projectNumber, sendRequest, statusLinkFor } from "./support/projects";
import { screen } from "./support/screens";
import { signInAs } from "./support/sign-in";
import { expect, type Locator, type Page, test } from "./support/test";

/** A day in Brussels `days` from today, as the date field writes it, and as the pages show it. */
function dayAhead(days: number) {
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return { iso, shown: iso.split("-").reverse().join("/") };
}

/**
 * Clicks the visit's button and waits for the server's answer to it: a failure here says whether the
 * call was sent and what came back.
 */
async function saveVisit(page: Page, button: Locator) {
  const answered = page.waitForResponse((r) => r.url().includes("provider.actions.planVisit"), { timeout: 15_000 });
  await button.click();
  const reply = await answered;
  const body = await reply.text();
  expect(reply.status(), body).toBe(200);
  expect(body, "the server refused the visit").not.toContain('"isError":true');
}

/**
 * Types a day as a Belgian writes it and closes the calendar. The calendar covers the time and the
 * button below the field on a phone: the click that follows must find it gone (it closes at once,
 * src/client/components/day-input.tsx; twice in CI a save's click was lost while it faded out).
 */
async function typeDay(page: Page, field: Locator, shown: string) {
  await field.fill(shown);
  await field.press("Escape");
  await expect(page.locator("[data-dates-dropdown]")).toHaveCount(0);
}

/** docs/product/customer-controls.md, "Visit planned": the provider notes it, the customer reads it. */
for (const [language, width] of [
  ["fr", 375],
  ["nl", 1280],
] as const) {
  test(`${language.toUpperCase()} at ${width} px: the provider notes the visit agreed with the customer, moves it; the status page says when`, async ({
    page,
    sql,
  }) => {
    const fr = language === "fr";
    const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Visite${language}` });
    await sql`update home_projects set status_id = 2, provider_accepted_at = now() where id = ${id}`;
    const first = dayAhead(2);
    const moved = dayAhead(3);

    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await reloadInLanguage(page, fr ? "FR" : "NL");
    await page.goto(`/provider/homeprojectdetails/${id}`);
    const card = page.getByRole("region", { name: fr ? "Rendez-vous avec le client" : "Afspraak met de klant" });
    await expect(card).toBeVisible();
    const save = card.getByRole("button", { name: fr ? "Noter le rendez-vous" : "Afspraak noteren" });
    // No day chosen yet: nothing to note.
    await expect(save).toBeDisabled();
    // Typed as a Belgian writes it, whatever the browser's own language (the calendar is in the page's).
    const dayField = card.getByLabel(fr ? "Jour" : "Dag");
    await typeDay(page, dayField, first.shown);
    await card.getByLabel(fr ? "Heure" : "Uur").selectOption("14:30");
    await saveVisit(page, save);
    await toast(
      page,
      fr
        ? "Le rendez-vous est noté : le client le reçoit par e-mail et le voit sur sa page de suivi."
        : "De afspraak is genoteerd: de klant krijgt ze per e-mail en ziet ze op zijn opvolgingspagina.",
    );
    const planned = card.getByTestId("visit-planned");
    await expect(planned).toHaveText(fr ? `Rendez-vous prévu le ${first.shown} à 14:30.` : `Afspraak gepland op ${first.shown} om 14:30.`);
    await expect(planned).toBeFocused();
    // Moved to the next day, earlier.
    await typeDay(page, dayField, moved.shown);
    await card.getByLabel(fr ? "Heure" : "Uur").selectOption("08:15");
    await saveVisit(page, card.getByRole("button", { name: fr ? "Déplacer le rendez-vous" : "Afspraak verplaatsen" }));
    await expect(planned).toHaveText(fr ? `Rendez-vous prévu le ${moved.shown} à 08:15.` : `Afspraak gepland op ${moved.shown} om 08:15.`);
    await expectNoSidewaysScroll(page);
    await expectInsideAndInFull(card.locator("input, select, button").filter({ visible: true }), "section", `${language} visit card at ${width} px`);
    await expectNoSeriousAxeViolations(page);
    await screen(card, `visit-provider-${language}-${width}`);
    const [row] = await sql`select visit_at from home_projects where id = ${id}`;
    expect(row?.visit_at).toBeInstanceOf(Date);
    // The customer is mailed each time, in the request's language, the visit attached for their calendar.
    const mails = await sql`select subject, attachment from mail_queue where project_id = ${id} and template = 'customer-visit-planned' order by id`;
    expect(mails.map((m) => m.subject)).toEqual(
      fr
        ? [`Votre rendez-vous pour la demande n°\u00a0${id}`, `Votre rendez-vous pour la demande n°\u00a0${id} a été déplacé`]
        : [`Uw afspraak voor aanvraag nr. ${id}`, `Uw afspraak voor aanvraag nr. ${id} werd verplaatst`],
    );
    expect(mails[1]?.attachment?.fileName).toBe(fr ? "rendez-vous.ics" : "afspraak.ics");
    expect(mails[1]?.attachment?.content).toContain(`DTSTART:${moved.iso.replaceAll("-", "")}T0`);

    // The provider's list says it too: on the project's card on a phone, in its row on a desktop.
    await page.goto("/provider?status=2");
    const link = page.getByRole("link", { name: projectNumber(id) });
    const entry = width < 992 ? page.getByRole("listitem").filter({ has: link }) : page.getByRole("row").filter({ has: link });
    await expect(entry.getByTestId("list-visit")).toHaveText(fr ? `Rendez-vous le ${moved.shown} à 08:15` : `Afspraak op ${moved.shown} om 08:15`);
    await screen(entry, `visit-provider-list-${language}-${width}`);

    // The network's project page says it too.
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    await reloadInLanguage(page, fr ? "FR" : "NL");
    await page.goto(`/network/homeprojectdetails/${id}`);
    const assigned = page.getByRole("region", { name: fr ? "Prestataire attribué" : "Toegewezen vakman" });
    await expect(assigned).toContainText(fr ? `Rendez-vous prévu le${moved.shown} 08:15` : `Afspraak gepland op${moved.shown} 08:15`);
    await screen(assigned, `visit-network-${language}-${width}`);

    // The customer's page, in the request's language.
    await page.context().clearCookies();
    await page.goto(await statusLinkFor(sql, id));
    await refuseInBanner(page, fr ? /Tout refuser/ : /Alles weigeren/);
    await expect(page.getByTestId("status-visit")).toHaveText(
      new RegExp(fr ? `^Rendez-vous prévu avec .+ le ${moved.shown} à 08:15\\.$` : `^Afspraak gepland met .+ op ${moved.shown} om 08:15\\.$`),
    );
    // The stage says the visit is agreed, not that the provider will call to agree one.
    await expect(page.getByTestId("status-text")).toContainText(fr ? "a convenu d'un rendez-vous avec vous" : "een afspraak met u gemaakt");
    // A visit agreed is a customer reached: the page no longer waits for the call.
    await expect(page.getByTestId("status-called")).toBeVisible();
    await expect(page.getByTestId("status-call-by")).toHaveCount(0);
    // The same calendar file as the mail's, for a customer who lost it or reads the page elsewhere.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: fr ? "Ajouter à mon agenda" : "In mijn agenda zetten" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fr ? "rendez-vous.ics" : "afspraak.ics");
    expect(readFileSync(await download.path(), "utf8")).toBe(mails[1]?.attachment?.content);
    await expectInsideAndInFull(
      page.getByRole("link", { name: fr ? "Ajouter à mon agenda" : "In mijn agenda zetten" }),
      "main",
      `${language} calendar link at ${width} px`,
    );
    await screen(page, `visit-status-page-${language}-${width}`, { fullPage: true });

    // The time no longer suits: asked from the page, the provider reads it on its own.
    await page.getByRole("button", { name: fr ? "Ce moment ne me convient plus" : "Dit moment past me niet meer" }).click();
    const ask = page.getByRole("dialog", { name: fr ? "Demander un autre moment ?" : "Een ander moment vragen?" });
    await expect(ask).toContainText(fr ? "Nous prévenons Brussels Home Experts par e-mail" : "We verwittigen Brussels Home Experts per e-mail");
    await ask.getByRole("button", { name: fr ? "Oui, demander" : "Ja, vragen" }).click();
    await toast(
      page,
      fr
        ? "C'est demandé : le professionnel est prévenu et va vous appeler pour convenir d'un autre moment."
        : "Het is gevraagd: de vakman is verwittigd en belt u om een ander moment af te spreken.",
    );
    const asked = page.getByTestId("visit-change-asked");
    await expect(asked).toContainText(
      fr ? "vous avez demandé un autre moment : Brussels Home Experts va vous appeler" : "een ander moment gevraagd: Brussels Home Experts belt u",
    );
    await expect(page.getByRole("button", { name: fr ? "Ce moment ne me convient plus" : "Dit moment past me niet meer" })).toHaveCount(0);
    // The page as it is once the dialog has gone: axe during its closing fade read its half-transparent text as low contrast.
    await expect(ask).toBeHidden();
    await expectNoSeriousAxeViolations(page);
    await screen(asked, `visit-change-status-page-${language}-${width}`);
    await signInAs(page, "pro1@example.com");
    await page.goto(`/provider/homeprojectdetails/${id}`);
    await expect(card.getByTestId("visit-change-asked")).toContainText(fr ? "le client a demandé un autre moment" : "een ander moment gevraagd");
    await expect(card.getByLabel(fr ? "Jour" : "Dag")).toBeVisible();
    await screen(card, `visit-change-provider-${language}-${width}`);

    // Moving the visit answers it; then the customer phones the network, which asks again for them.
    const later = dayAhead(4);
    await typeDay(page, dayField, later.shown);
    await saveVisit(page, card.getByRole("button", { name: fr ? "Déplacer le rendez-vous" : "Afspraak verplaatsen" }));
    // The server's answer first: a failure here says the move was not answered, not that the page lagged.
    await toast(
      page,
      fr
        ? "Le rendez-vous est noté : le client le reçoit par e-mail et le voit sur sa page de suivi."
        : "De afspraak is genoteerd: de klant krijgt ze per e-mail en ziet ze op zijn opvolgingspagina.",
    );
    await expect(planned).toHaveText(fr ? `Rendez-vous prévu le ${later.shown} à 10:00.` : `Afspraak gepland op ${later.shown} om 10:00.`);
    await expect(card.getByTestId("visit-change-asked")).toHaveCount(0);
    await signInAs(page, "network@example.com");
    await page.goto(`/network/homeprojectdetails/${id}`);
    const forCustomer = page.getByRole("region", { name: fr ? "Pour le client" : "Voor de klant" });
    await forCustomer.getByRole("button", { name: fr ? "Demander un autre moment pour le client" : "Een ander moment vragen voor de klant" }).click();
    const confirm = page.getByRole("dialog", { name: fr ? "Demander un autre moment pour le rendez-vous ?" : "Een ander moment vragen voor de afspraak?" });
    await confirm.getByRole("button", { name: fr ? "Demander un autre moment pour le client" : "Een ander moment vragen voor de klant" }).click();
    await toast(
      page,
      fr
        ? "Le prestataire est prévenu : il va appeler le client pour convenir d'un autre moment."
        : "De vakman is verwittigd: hij belt de klant om een ander moment af te spreken.",
    );
    await expect(assigned).toContainText(fr ? "Autre moment demandé le" : "Ander moment gevraagd op");
    await expect(
      forCustomer.getByRole("button", { name: fr ? "Demander un autre moment pour le client" : "Een ander moment vragen voor de klant" }),
    ).toHaveCount(0);
    await screen(forCustomer, `visit-change-network-${language}-${width}`);
    await screen(assigned, `visit-change-network-field-${language}-${width}`);
  });
}
