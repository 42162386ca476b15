import { createHash, randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, type APIRequestContext, type Page, test } from "./support/test";
import postgres from "postgres";
import { e2eDatabaseUrl } from "../../playwright.config";
import { minimalPdf } from "../support/sample-files";
import { sendRequest as sendProject } from "./support/projects";
import { signInAs } from "./support/sign-in";

const shots = "test-results/screens";
mkdirSync(shots, { recursive: true });

/** A request as the wizard sends it: 1000 Bruxelles, so demo provider 1 gets it. */
function sendRequest(request: APIRequestContext, description: string): Promise<number> {
  return sendProject(request, { CustomerLastName: "Peeters", CustomerName: "Sofie", CustomerGSM: "+32 470 11 22 33", CustomerEmail: "sofie.peeters@example.be", CustomerDescription: description, CustomerBus: "" });
}

/** The consent banner would hide the screenshots: refuse the optional cookies once. */
async function refuseCookies(page: Page) {
  const refuse = page.getByRole("button", { name: /Tout refuser|Alles weigeren/ });
  if (await refuse.isVisible().catch(() => false)) await refuse.click();
}

async function openProject(page: Page, id: number) {
  await page.goto(`/provider/homeprojectdetails/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`#${id}`));
}

async function confirm(page: Page, button: RegExp, confirmButton: RegExp) {
  await page.getByRole("button", { name: button }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: confirmButton }).click();
}

test.describe("provider console", () => {
  test("accept: the project becomes Accepted and the customer's status page shows the provider", async ({ page }) => {
    const id = await sendRequest(page.request, "Accept path");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await expect(page.getByRole("link", { name: `#${id}` })).toBeVisible();
    await refuseCookies(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/list-${width}.png`, fullPage: true });
    }
    await page.getByRole("link", { name: `#${id}` }).click();
    await expect(page.getByTestId("project-status")).toHaveText(/Nouveau/);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/details-new-${width}.png`, fullPage: true });
    }
    await confirm(page, /^Accepter$/, /Oui, accepter/);
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);

    // The customer's private link (the token the confirmation e-mail carries; set here directly).
    const token = randomBytes(32).toString("base64url");
    const sql = postgres(e2eDatabaseUrl, { max: 1, onnotice: () => {} });
    await sql`update home_projects set status_token_hash = ${createHash("sha256").update(token).digest("hex")}, status_token_expires_at = now() + interval '90 days' where id = ${id}`;
    await sql.end();
    await page.goto(`/projectstatus/${token}`);
    await expect(page.getByTestId("status-provider")).toContainText("@");
    await expect(page.getByTestId("status-text")).toContainText(/a accepté votre demande/);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/status-${width}.png`, fullPage: true });
    }
  });

  test("reject: back to /provider, and the project lands at provider 2", async ({ page, browser }) => {
    const id = await sendRequest(page.request, "Reject path");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    await confirm(page, /^Refuser$/, /Oui, refuser/);
    await expect(page).toHaveURL(/\/provider$/);
    await expect(page.getByRole("link", { name: `#${id}` })).toHaveCount(0);

    const other = await browser.newContext();
    const page2 = await other.newPage();
    await signInAs(page2, "pro2@example.com");
    await expect(page2).toHaveURL(/\/provider$/);
    await expect(page2.getByRole("link", { name: `#${id}` })).toBeVisible();
    await other.close();
  });

  test("no agreement: both fields required, then status 6", async ({ page }) => {
    const id = await sendRequest(page.request, "No agreement path");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    await confirm(page, /^Accepter$/, /Oui, accepter/);
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    await refuseCookies(page);
    await page.getByRole("button", { name: /Enregistrer l'absence d'accord/ }).click();
    await expect(page.getByText("Veuillez expliquer pourquoi aucun accord n'a été trouvé.").first()).toBeVisible();
    await page.getByRole("textbox", { name: /Explication/ }).fill("Le client a trouvé un autre artisan.");
    await page.getByRole("combobox", { name: /Raison/ }).click();
    await page.getByRole("option", { name: /Les délais ne convenaient pas/ }).click();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/details-accepted-${width}.png`, fullPage: true });
    }
    await page.getByRole("button", { name: /Enregistrer l'absence d'accord/ }).click();
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    await expect(page.getByTestId("project-status")).toHaveText(/Pas d'accord/);
  });

  test("invoice: one PDF through the Dropzone, then status 5 and a download link", async ({ page }) => {
    const id = await sendRequest(page.request, "Invoice path");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    await refuseCookies(page);
    await confirm(page, /^Accepter$/, /Oui, accepter/);
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    await page.locator('input[type="file"]').setInputFiles({ name: "facture-avril.pdf", mimeType: "application/pdf", buffer: Buffer.from(minimalPdf()) });
    await expect(page.getByTestId("project-status")).toHaveText(/Clôturé/);
    await expect(page.getByTestId("invoice-link")).toContainText("facture-avril.pdf");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/details-completed-${width}.png`, fullPage: true });
    }
  });
});
