import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { refuseInBanner } from "./support/consent";
import { sendRequest, statusLinkFor, projectNumber } from "./support/projects";
import { screensAt } from "./support/screens";
import { signInAs } from "./support/sign-in";
import { expect, test } from "./support/test";
import { toast } from "./support/console-ui";

/** docs/product/customer-controls.md, "Not contacted yet". */

test("not contacted yet: the customer says so (FR, phone), the provider sees it, the network counts it and marks it handled (NL)", async ({ page, sql }) => {
  const id = await sendRequest(page.request, { CustomerLanguage: "fr", CustomerLastName: "Sansnouvelles" });
  // A second request from the same browser: without the first one's upload cookie (sendRequest says why).
  await page.context().clearCookies();
  const nlId = await sendRequest(page.request, { CustomerLanguage: "nl", CustomerLastName: "Zondernieuws" });
  // Accepted by demo provider 1 three days ago: past the working day the provider has to call.
  await sql`update home_projects set status_id = 2, provider_id = 1, provider_assigned_at = now() - interval '4 days', provider_accepted_at = now() - interval '3 days' where id = ${id}`;
  await sql`update project_assignments set outcome = 'accepted', ended_at = now() - interval '3 days' where project_id = ${id}`;

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(await statusLinkFor(sql, id));
  await refuseInBanner(page, /Tout refuser/);
  const block = page.getByTestId("no-contact");
  await expect(block).toContainText("Pas encore de nouvelles du professionnel ?");
  await screensAt(block, "no-contact-fr-offer");
  await block.getByRole("button", { name: "Je suis toujours sans nouvelles" }).click();
  await page.getByRole("dialog", { name: "Signaler que vous êtes sans nouvelles du professionnel ?" }).getByRole("button", { name: "Oui, signaler" }).click();
  await toast(page, "Merci, c'est signalé.");
  await expect(page.getByTestId("no-contact-reported")).toContainText("vous nous avez signalé être toujours sans nouvelles du professionnel");
  await expect(block).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await screensAt(page.getByTestId("customer-actions"), "no-contact-fr-reported");

  // The same offer in Dutch, for a request sent in Dutch.
  await sql`update home_projects set status_id = 2, provider_id = 1, provider_assigned_at = now() - interval '4 days', provider_accepted_at = now() - interval '3 days' where id = ${nlId}`;
  await sql`update project_assignments set outcome = 'accepted', ended_at = now() - interval '3 days' where project_id = ${nlId}`;
  await page.goto(await statusLinkFor(sql, nlId));
  const nlBlock = page.getByTestId("no-contact");
  await expect(nlBlock).toContainText("Nog geen nieuws van de vakman?");
  await expect(nlBlock.getByRole("button", { name: "Ik ben nog niet gecontacteerd" })).toBeVisible();
  await screensAt(nlBlock, "no-contact-nl-offer");

  // The provider, on the project's page.
  await signInAs(page, "pro1@example.com");
  await page.evaluate(() => localStorage.setItem("language", "fr"));
  await page.goto(`/provider/homeprojectdetails/${id}`);
  await expect(page.getByTestId("no-contact-alert")).toContainText("le client nous a signalé être toujours sans nouvelles de votre part");
  // When to call, as the customer set it on the status page, beside the contact details.
  await sql`update home_projects set preferred_call_times = '{morning,evening}' where id = ${id}`;
  await page.reload();
  const customer = page.getByRole("region", { name: "Informations sur le client" });
  await expect(customer).toContainText("Moments d'appel préférés");
  await expect(customer).toContainText("le matin, en soirée");
  await screensAt(customer, "call-times-provider-fr");

  // The network, in Dutch: counted on the dashboard, in the filtered list, handled on the project.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "network@example.com");
  await page.evaluate(() => localStorage.setItem("language", "nl"));
  await page.goto("/network/dashboard");
  const card = page.getByTestId("attention-nocontact");
  await expect(card).toContainText("Klant zonder nieuws van de vakman");
  await screensAt(page.getByTestId("attention-nocontact").locator("xpath=ancestor::section[1]"), "no-contact-nl-attention");
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/network\/homeprojectlist\?nocontact=1$/);
  await expect(page.getByRole("checkbox", { name: "Klant zonder nieuws van de vakman" })).toBeChecked();
  await page.getByRole("link", { name: projectNumber(id) }).click();
  const alert = page.getByTestId("no-contact-alert");
  await expect(alert).toContainText("De klant heeft nog geen nieuws van de vakman");
  await expectNoSeriousAxeViolations(page);
  await screensAt(alert, "no-contact-nl-network");
  await alert.getByRole("button", { name: "Als behandeld markeren" }).click();
  await toast(page, "De melding is als behandeld gemarkeerd.");
  await expect(alert).toHaveCount(0);
  await page.getByRole("tab", { name: "Geschiedenis" }).click();
  const entries = page.getByRole("list", { name: "Geschiedenis" }).getByRole("listitem");
  await expect(entries.nth(0)).toContainText("Melding ‘klant zonder nieuws’ behandeld");
  await expect(entries.nth(1)).toContainText("Klant zonder nieuws van de vakman: gemeld");
});
