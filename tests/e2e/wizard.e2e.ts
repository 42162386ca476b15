import type postgres from "postgres";
import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { expect, type Page, test } from "./support/test";
import frCommon from "../../src/shared/i18n/fr/common";
import frValidation from "../../src/shared/i18n/fr/validation";
import frWizard from "../../src/shared/i18n/fr/wizard";
import { frenchDictionary } from "../../src/shared/i18n/french-typography";
import nlCommon from "../../src/shared/i18n/nl/common";
import nlValidation from "../../src/shared/i18n/nl/validation";
import nlWizard from "../../src/shared/i18n/nl/wizard";
import frPolicies from "../../src/shared/i18n/fr/policies";
import nlPolicies from "../../src/shared/i18n/nl/policies";
import { storeChoicesBeforeLoad } from "./support/consent";
import { screen, screensAt } from "./support/screens";
import frApi from "../../src/shared/i18n/fr/api";
import { wizardStorageKey } from "../../src/client/wizard/storage-key";
import { validPayload } from "../support/payload";

/** The five-step wizard of docs/product/wizard.md, driven in Chromium against the e2e server (docs/product/demo-data.md). */

type Lang = "fr" | "nl";
const W = { fr: frenchDictionary(frWizard), nl: nlWizard } as const;
const V = { fr: frenchDictionary(frValidation), nl: nlValidation } as const;
const privacyTitle = { fr: frenchDictionary(frPolicies).privacy.title, nl: nlPolicies.privacy.title } as const;
const stepState = { fr: frCommon.stepState, nl: nlCommon.stepState } as const;

// A real 8x8 PNG (red square), made here so the upload carries real image bytes.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC", "base64");

function exact(text: string) {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);
}

async function open(page: Page, lang: Lang, path = "/newproject") {
  // The stored language (docs/product/language.md) and a refused cookie choice, so no banner covers the wizard.
  await storeChoicesBeforeLoad(page, lang);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: W[lang].pageTitle })).toBeVisible();
  // Any banner still shown (another consent version) is closed by refusing.
  const refuse = page.getByRole("button", { name: /Tout refuser|Alles weigeren/ });
  if (await refuse.isVisible().catch(() => false)) await refuse.click();
}

/** A field by its visible label (the required asterisk may be part of the accessible name). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`));
}

const next = (page: Page) => page.getByTestId("wizard-next");

async function expertStep(page: Page, lang: Lang, postCode: string) {
  await field(page, W[lang].expert.postCodeLabel).fill(postCode);
  await page.getByRole("button", { name: W[lang].expert.search, exact: true }).click();
  await page.locator('input[name="wizard-postal-area"]').first().waitFor();
  // Busy while it searched, never disabled: the focus stays on the button (docs/product/accessibility.md).
  await expect(page.getByRole("button", { name: W[lang].expert.search, exact: true })).toBeFocused();
  await page.locator('input[name="wizard-postal-area"]').first().check();
  await expect(next(page)).toBeDisabled();
  await page.getByRole("button", { name: W[lang].expert.checkAvailability }).click();
}

async function answerAll(page: Page) {
  // Step 3 is a chunk of its own: wait until its questions are there.
  await expect(page.locator("[data-question]").first()).toBeVisible();
  for (const question of await page.locator("[data-question]").all()) await question.locator("input").first().check();
}

async function fillPersonal(page: Page, lang: Lang, email: string, marketing: boolean) {
  const p = W[lang].personal;
  await page.getByRole("radio", { name: p.no, exact: true }).check();
  await field(page, p.lastName).fill("Van den Broeck");
  await field(page, p.firstName).fill("Zoë");
  await expect(field(page, p.mobile)).toHaveValue("+32");
  // As a Belgian types it: the national number becomes international when the field is left.
  await field(page, p.mobile).fill("0470 12 34 56");
  await field(page, p.mobile).blur();
  await expect(field(page, p.mobile)).toHaveValue("+32 470 12 34 56");
  await field(page, p.email).fill(email);
  await field(page, p.street).fill("Rue de la Loi 16");
  await field(page, p.bus).fill("2B");
  await page.locator("#wizard-privacy").check();
  if (marketing) await page.locator("#wizard-marketing").check();
}

/** In French, service 1 in 1000 Bruxelles, every step filled up to the send button of step 4. */
async function upToSending(page: Page, email: string) {
  await open(page, "fr", "/newproject/1/1");
  await next(page).click();
  await expertStep(page, "fr", "1000");
  await next(page).click();
  await answerAll(page);
  await next(page).click();
  await fillPersonal(page, "fr", email, false);
}

async function projectByEmail(sql: postgres.Sql, email: string) {
  const rows = await sql`select * from home_projects where customer_email = ${email}`;
  return rows;
}

// One journey per language, each at its own width (French on a phone, Dutch on a desktop); the one
// thing that depends on the width, the camera button, is checked at both widths in both languages.
for (const [lang, width] of [
  ["fr", 375],
  ["nl", 1280],
] as const) {
  test(`the whole wizard is sent in ${lang.toUpperCase()} at ${width} px with a file, and the project lands with its answers and consents`, async ({
    page,
    sql,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // A long address, as many are (jean-francois.vandenbossche@telenet.be): it must stay inside the confirmation card.
    const email = `wizard.jean-francois.vandenbossche.${lang}.${width}.${Date.now()}@example.be`;
    // Sub-category 7, service 15 (floor tiles): a check question and a radio question.
    await open(page, lang, "/newproject/7/15");
    const w = W[lang];
    await expect(page.locator('input[name="wizard-service"][value="15"]')).toBeChecked();
    await expect(next(page)).toBeEnabled();
    await next(page).click();

    await expertStep(page, lang, lang === "fr" ? "1000" : "9000");
    await expect(page.getByText(w.expert.foundTitle)).toBeVisible();
    await expect(page.getByTestId("wizard-back")).toHaveText(w.nav.back);
    await expect(next(page)).toHaveText(w.nav.next);
    // The steps say, to a screen reader too, which one is done and which is current.
    const steps = page.getByRole("navigation", { name: w.stepperLabel }).getByRole("button");
    await expect(steps.nth(0)).toHaveAccessibleName(new RegExp(`${w.steps.service} \\(${stepState[lang].done}\\)$`));
    await expect(steps.nth(1)).toHaveAccessibleName(new RegExp(`${w.steps.expert} \\(${stepState[lang].current}\\)$`));
    await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");
    await expect(steps.nth(2)).toHaveAccessibleName(new RegExp(`${w.steps.details} \\(${stepState[lang].upcoming}\\)$`));
    // Each step is checked once, on the phone journey (the rules do not depend on the language).
    const axe = () => (lang === "fr" ? expectNoSeriousAxeViolations(page) : Promise.resolve());
    await axe();
    await next(page).click();
    // Each step's heading takes the focus, also a step whose code arrives after the click.
    await expect(page.locator("#wizard-step-heading")).toHaveText(w.details.title);
    await expect(page.locator("#wizard-step-heading")).toBeFocused();

    await expect(page.getByRole("link", { name: new RegExp(w.details.privacyLink) })).toHaveAttribute("href", "/privacypolicy");
    await expect(page.getByRole("link", { name: new RegExp(w.details.privacyLink) })).toHaveAttribute("target", "_blank");
    // A mouse drags or clicks; the touch screen's wording is tested below.
    await expect(page.getByTestId("dropzone-title")).toHaveText(w.details.dropzoneTitle);
    await answerAll(page);
    await field(page, w.details.descriptionLabel).fill("Carrelage de la cuisine à remplacer, environ 12 m².");
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles([{ name: "cuisine.png", mimeType: "image/png", buffer: PNG }]);
    await expect(page.getByRole("cell", { name: "cuisine.png", exact: true })).toBeVisible();
    await axe();
    // "Take a photo" is offered on a phone only.
    for (const shown of [width, width === 375 ? 1280 : 375, width]) {
      await page.setViewportSize({ width: shown, height: 900 });
      if (shown < 500) await expect(page.getByRole("button", { name: w.details.takePhoto })).toBeVisible();
      else await expect(page.getByRole("button", { name: w.details.takePhoto })).toBeHidden();
    }
    await next(page).click();
    await expect(page.locator("#wizard-step-heading")).toHaveText(w.personal.title);
    await expect(page.locator("#wizard-step-heading")).toBeFocused();

    await expect(field(page, w.personal.postCode)).toHaveValue(lang === "fr" ? "1000" : "9000");
    await fillPersonal(page, lang, email, lang === "nl");
    await axe();
    // The privacy policy opens in a modal, in the page's language, its title shown once.
    const titleBefore = await page.title();
    await page.getByRole("button", { name: w.personal.privacyLink }).click();
    const modal = page.getByRole("dialog", { name: privacyTitle[lang] });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("heading", { level: 2 }).nth(1)).toBeVisible();
    await screen(page, `wizard-privacy-dialog-${lang}-${width}`);
    await expect(modal.getByText(privacyTitle[lang], { exact: true })).toHaveCount(1);
    expect(await page.title()).toBe(titleBefore);
    await modal.getByRole("button", { name: w.personal.close, exact: true }).last().click();
    await expect(modal).toBeHidden();

    await next(page).click();
    await expect(page.getByTestId("wizard-confirmation-email")).toContainText(email);
    await expect(page.locator("#wizard-step-heading")).toBeFocused();
    const pastTheCard = await page.getByTestId("wizard-confirmation-email").evaluate((el) => {
      const card = el.closest(".mantine-Paper-root")?.getBoundingClientRect();
      return card ? el.getBoundingClientRect().right - card.right : Number.NaN;
    });
    expect(pastTheCard).toBeLessThanOrEqual(0);
    await expect(page.getByRole("heading", { name: w.confirmation.title })).toBeVisible();
    await axe();
    for (const name of [w.confirmation.contactBroker, w.confirmation.homeMoreInfo, w.confirmation.calculate, w.confirmation.expertMoreInfo]) {
      const href = await page.getByRole("link", { name: new RegExp(`^${name}`) }).getAttribute("href");
      expect(href).toMatch(/^https?:\/\//);
    }
    // Where the controls are: the mail's link, or a new one from the lost-link page.
    await expect(page.getByTestId("wizard-confirmation-follow-up").getByRole("link", { name: w.confirmation.followUpLostLink })).toHaveAttribute(
      "href",
      "/projectstatus/lostlink",
    );
    // The confirmation's own, below the "← back" link above the title: both lead home.
    const backHome = page.getByRole("link", { name: w.confirmation.backHome, exact: true });
    await expect(backHome).toHaveCount(2);
    for (const link of await backHome.all()) await expect(link).toHaveAttribute("href", "/");

    // One analytics push per step.
    const pageNames = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.pageName));
    for (const n of [1, 2, 3, 4, 5]) expect(pageNames).toContain(`wizard-step-${n}`);
    // Cleared after success.
    expect(await page.evaluate(() => sessionStorage.getItem("hs.wizard.v1"))).toBeNull();

    const rows = await projectByEmail(sql, email);
    expect(rows).toHaveLength(1);
    const project = rows[0]!;
    expect(project.service_id).toBe(15);
    expect(project.language).toBe(lang);
    expect(project.provider_id).not.toBeNull();
    expect(project.customer_last_name).toBe("Van den Broeck");
    expect(project.customer_first_name).toBe("Zoë");
    expect(project.customer_gsm).toBe("+32 470 12 34 56");
    expect(project.customer_bus).toBe("2B");
    expect(project.is_insurer_customer).toBe(false);
    expect(project.privacy_consent_at).not.toBeNull();
    expect(project.privacy_consent_version).toBeTruthy();
    expect(project.marketing_consent).toBe(lang === "nl");
    const answers = await sql`select question_id, answer_id from home_project_answers where project_id = ${project.id}`;
    expect(new Set(answers.map((a) => a.question_id)).size).toBe(2);
    const files = await sql`select file_name, content_type from home_project_files where project_id = ${project.id}`;
    expect(files).toHaveLength(1);
    expect(files[0]!.file_name.slice(36)).toContain("cuisine");
  });
}

test("an unlisted service (manual handling): step 5 names the network's team, in 24 hours, not a professional (NL)", async ({ page }) => {
  const w = W.nl;
  const email = `wizard.manual.${Date.now()}@example.be`;
  await open(page, "nl", "/newproject/8/28");
  await next(page).click();
  await expertStep(page, "nl", "9000");
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  await answerAll(page);
  await next(page).click();
  await fillPersonal(page, "nl", email, false);
  await next(page).click();
  await expect(page.getByTestId("wizard-confirmation-email")).toContainText(email);
  await expect(page.getByTestId("wizard-confirmation-delay")).toHaveText(w.confirmation.delayManual);
  await expect(page.getByText(w.confirmation.next1TitleManual)).toBeVisible();
  await expect(page.getByText(w.confirmation.next2TitleNoProvider)).toBeVisible();
  await expect(page.getByText(w.confirmation.next1Text)).toHaveCount(0);
  await expect(page.getByText(w.confirmation.next2Title)).toHaveCount(0);
  await screensAt(page, "wizard-manual-confirmation-nl", { fullPage: true });
});

test("the not-found path (5000 Namur): warning box, other button labels, and the request is still sent without a provider", async ({ page, sql }) => {
  const w = W.fr;
  const email = `wizard.notfound.${Date.now()}@example.be`;
  await open(page, "fr", "/newproject/1/1");
  await next(page).click();
  await expertStep(page, "fr", "5000");
  await expect(page.getByText(w.expert.notFoundTitle)).toBeVisible();
  await expect(page.getByTestId("wizard-back")).toHaveText(w.expert.notFoundBack);
  await expect(next(page)).toHaveText(w.expert.notFoundNext);
  await next(page).click();
  await answerAll(page);
  await next(page).click();
  await fillPersonal(page, "fr", email, false);
  await next(page).click();
  await expect(page.getByTestId("wizard-confirmation-email")).toContainText(email);
  // Nothing promises a provider that routing did not find.
  await expect(page.getByTestId("wizard-confirmation-delay")).toHaveText(w.confirmation.delayNoProvider);
  await expect(page.getByText(w.confirmation.next1TextNoProvider)).toBeVisible();
  await expect(page.getByText(w.confirmation.next1Text)).toHaveCount(0);
  await expect(page.getByText(w.confirmation.delay, { exact: true })).toHaveCount(0);
  await screen(page, "wizard-notfound-confirmation-fr-1280");
  // A reload keeps the confirmation: an empty wizard there made people send twice.
  await page.reload();
  await expect(page.getByTestId("wizard-confirmation-email")).toContainText(email);
  await expect(page.getByTestId("wizard-confirmation-delay")).toHaveText(w.confirmation.delayNoProvider);
  // Back from it starts a new request, and a reload then keeps the new wizard.
  await page.goBack();
  await expect(page.getByTestId("wizard-confirmation-email")).toHaveCount(0);
  await expect(next(page)).toBeVisible();
  await page.reload();
  await expect(next(page)).toBeVisible();
  await expect(page.getByTestId("wizard-confirmation-email")).toHaveCount(0);
  const rows = await projectByEmail(sql, email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.provider_id).toBeNull();
});

test("a wrong postcode shows the postcode error box; an empty one runs no lookup", async ({ page }) => {
  const w = W.nl;
  await open(page, "nl", "/newproject/1/1");
  await next(page).click();
  let lookups = 0;
  page.on("request", (r) => {
    if (r.url().includes("getpostalareabypostalcode")) lookups++;
  });
  await page.getByRole("button", { name: w.expert.search, exact: true }).click();
  await expect(page.getByText(w.expert.postCodeErrorTitle)).toBeHidden();
  expect(lookups).toBe(0);
  await field(page, w.expert.postCodeLabel).fill("12a");
  await page.getByRole("button", { name: w.expert.search, exact: true }).click();
  await expect(page.getByText(w.expert.postCodeErrorTitle)).toBeVisible();
  await expect(page.getByText(w.expert.postCodeErrorText)).toBeVisible();
  await field(page, w.expert.postCodeLabel).fill("0999");
  await page.getByRole("button", { name: w.expert.search, exact: true }).click();
  await expect(page.getByText(w.expert.postCodeUnknownText)).toBeVisible();
  await expect(next(page)).toBeDisabled();
});

test("the service-change dialog: cancel keeps the choice, confirm resets what depends on it", async ({ page }) => {
  const w = W.fr;
  await open(page, "fr", "/newproject/1/1");
  await next(page).click();
  await expertStep(page, "fr", "1000");
  await expect(page.getByText(w.expert.foundTitle)).toBeVisible();
  await page.getByTestId("wizard-back").click();

  // Cancel keeps the current choice.
  await page.locator('input[name="wizard-service"][value="2"]').click();
  const dialog = page.getByRole("dialog", { name: w.changeDialog.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(w.changeDialog.searchAgain);
  await dialog.getByRole("button", { name: w.changeDialog.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('input[name="wizard-service"][value="1"]')).toBeChecked();
  await next(page).click();
  await expect(field(page, w.expert.postCodeLabel)).toHaveValue("1000");
  await expect(page.getByText(w.expert.foundTitle)).toBeVisible();
  await page.getByTestId("wizard-back").click();

  // Confirm on a new category resets sub-category, service, postcode, result and answers.
  await page.locator('input[name="wizard-category"][value="2"]').click();
  await dialog.getByRole("button", { name: w.changeDialog.confirm }).click();
  await expect(page.locator('input[name="wizard-category"][value="2"]')).toBeChecked();
  await expect(page.locator('input[name="wizard-service"]')).toHaveCount(0);
  await expect(next(page)).toBeDisabled();
  await page.locator('input[name="wizard-subcategory"]').first().check();
  await page.locator('input[name="wizard-service"]').first().check();
  await next(page).click();
  await expect(field(page, w.expert.postCodeLabel)).toHaveValue("");
  await expect(page.getByText(w.expert.foundTitle)).toBeHidden();
  await expect(next(page)).toBeDisabled();
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 812 } });
  test("the file zone says to touch it, not to drag or click", async ({ page }) => {
    await open(page, "nl", "/newproject/7/15");
    await next(page).click();
    await expertStep(page, "nl", "9000");
    await next(page).click();
    await expect(page.getByTestId("dropzone-title")).toHaveText(W.nl.details.dropzoneTouchTitle);
    await expect(page.getByText(W.nl.details.dropzoneTouchText)).toBeVisible();
  });
});

test("each gate keeps Forward disabled until it is met, and says what is missing while it is", async ({ page }) => {
  const w = W.fr;
  const hint = page.getByTestId("wizard-next-hint");
  await open(page, "fr");
  // Step 1: a service.
  await expect(next(page)).toBeDisabled();
  await expect(hint).toHaveText(w.nav.blockedService);
  await expect(next(page)).toHaveAccessibleDescription(w.nav.blockedService);
  await page.locator('input[name="wizard-category"][value="3"]').check();
  await expect(next(page)).toBeDisabled();
  await page.locator('input[name="wizard-subcategory"][value="7"]').check();
  await expect(next(page)).toBeDisabled();
  await page.locator('input[name="wizard-service"][value="15"]').check();
  await expect(next(page)).toBeEnabled();
  await expect(hint).toHaveCount(0);
  await next(page).click();
  // Step 2: a result other than no-result.
  await expect(next(page)).toBeDisabled();
  await expect(hint).toHaveText(w.nav.blockedExpert);
  await expertStep(page, "fr", "9000");
  await expect(page.getByText(w.expert.foundTitle)).toBeVisible();
  // The check's button is gone: the focus is on its answer, not lost to the page.
  await expect(page.getByTestId("availability-answer")).toBeFocused();
  await expect(next(page)).toBeEnabled();
  await expect(hint).toHaveCount(0);
  await next(page).click();
  // Step 3: every question answered; a check question emptied again counts as unanswered.
  await expect(next(page)).toBeDisabled();
  await expect(hint).toHaveText(w.nav.blockedDetails);
  const questions = page.locator("[data-question]");
  const checkQuestion = page.locator('[data-question="tiling-location"]');
  await checkQuestion.locator("input").first().check();
  await expect(next(page)).toBeDisabled();
  await page.locator('[data-question="surface-condition"]').locator("input").first().check();
  await expect(next(page)).toBeEnabled();
  await checkQuestion.locator("input").first().uncheck();
  await expect(next(page)).toBeDisabled();
  await checkQuestion.locator("input").nth(1).check();
  await expect(next(page)).toBeEnabled();
  await expect(hint).toHaveCount(0);
  expect(await questions.count()).toBe(2);
  // Files: the fourth file of a batch refuses the whole batch, with a message.
  const four = ["a", "b", "c", "d"].map((n) => ({ name: `${n}.png`, mimeType: "image/png", buffer: PNG }));
  await page.locator('input[type="file"]').first().setInputFiles(four);
  await expect(page.getByText(w.details.noticeTooMany)).toBeVisible();
  await expect(page.getByRole("cell", { name: "a.png", exact: true })).toHaveCount(0);
  // A text file named .png is refused by its content, by name, before the send (the server would refuse the batch).
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles([
      { name: "faux.png", mimeType: "image/png", buffer: Buffer.from("ceci est du texte") },
      { name: "vrai.png", mimeType: "image/png", buffer: PNG },
    ]);
  await expect(page.getByText(w.details.noticeType.replace("{name:string}", "faux.png"))).toBeVisible();
  await expect(page.getByRole("cell", { name: "vrai.png", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "faux.png", exact: true })).toHaveCount(0);
  await next(page).click();
  // Step 4: validation on send; nothing is sent while fields fail.
  let sends = 0;
  page.on("request", (r) => {
    if (r.url().includes("homeproject/addproject")) sends++;
  });
  await next(page).click();
  await expect(page.getByTestId("wizard-error-summary")).toBeVisible();
  expect(sends).toBe(0);
});

for (const lang of ["fr", "nl"] as const) {
  test(`the error summary lists the failing fields in ${lang.toUpperCase()}, is focused, and errors are tied to their fields`, async ({ page }) => {
    const w = W[lang];
    await open(page, lang, "/newproject/1/1");
    await next(page).click();
    await expertStep(page, lang, "1000");
    await next(page).click();
    await answerAll(page);
    await next(page).click();
    await field(page, w.personal.email).fill("pas-une-adresse");
    await next(page).click();
    const summary = page.getByTestId("wizard-error-summary");
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(
      lang === "fr" ? "Les champs suivants ne sont pas remplis correctement" : "De volgende velden zijn niet correct ingevuld",
    );
    await expect(summary).toBeFocused();
    if (lang === "fr") await expectNoSeriousAxeViolations(page);
    const f = w.personal.fields;
    const items = summary.getByRole("listitem");
    // In the order the form shows them.
    await expect(items).toHaveText([f.insurerCustomer, f.lastName, f.firstName, f.mobile, f.email, f.address, f.privacy].map(exact));
    // The e-mail error is the rule's message and is tied to the field.
    const email = field(page, w.personal.email);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await email.getAttribute("aria-describedby")) ?? "";
    const texts = await Promise.all(
      describedBy
        .split(" ")
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).innerText()),
    );
    expect(texts.join(" ")).toContain(V[lang].emailInvalid);
    // Only the offered +32 in the phone field: "required", not "wrong format".
    const mobile = field(page, w.personal.mobile);
    await expect(mobile).toHaveValue("+32");
    const mobileDescribedBy = (await mobile.getAttribute("aria-describedby")) ?? "";
    const mobileTexts = await Promise.all(
      mobileDescribedBy
        .split(" ")
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).innerText()),
    );
    expect(mobileTexts.join(" ")).toContain(V[lang].required);
    expect(mobileTexts.join(" ")).not.toContain(V[lang].phoneTypedInvalid);
    // Fixing a field removes it from the summary (live validation after the first send).
    await email.fill("zoe@example.vlaanderen");
    await expect(items).toHaveCount(6);
    // A summary link moves focus to its field.
    await summary.getByRole("link", { name: f.lastName, exact: true }).click();
    await expect(field(page, w.personal.lastName)).toBeFocused();
  });
}

test("a reload on step 4 keeps steps 1 to 3 and what was typed; the files are to be chosen again", async ({ page }) => {
  const w = W.fr;
  await open(page, "fr", "/newproject/7/15");
  await next(page).click();
  await expertStep(page, "fr", "1000");
  await next(page).click();
  await answerAll(page);
  await field(page, w.details.descriptionLabel).fill("Faïence de la salle de bains.");
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles([{ name: "bain.png", mimeType: "image/png", buffer: PNG }]);
  await next(page).click();
  await field(page, w.personal.lastName).fill("Peeters");
  await page.reload();

  await expect(page.getByRole("heading", { name: w.personal.title })).toBeVisible();
  await expect(field(page, w.personal.lastName)).toHaveValue("Peeters");
  await expect(page.getByText(w.filesLostTitle)).toBeVisible();
  await expect(page.getByText(/bain\.png/)).toBeVisible();
  await page.getByTestId("wizard-back").click();
  await expect(field(page, w.details.descriptionLabel)).toHaveValue("Faïence de la salle de bains.");
  await expect(next(page)).toBeEnabled();
  await page.getByTestId("wizard-back").click();
  await expect(field(page, w.expert.postCodeLabel)).toHaveValue("1000");
  await expect(page.getByText(w.expert.foundTitle)).toBeVisible();
  await page.getByTestId("wizard-back").click();
  await expect(page.locator('input[name="wizard-service"][value="15"]')).toBeChecked();
  // Browser back/forward moves between the steps.
  await page.goBack();
  await expect(field(page, w.expert.postCodeLabel)).toHaveValue("1000");
  await page.goForward();
  await expect(page.locator('input[name="wizard-service"][value="15"]')).toBeChecked();
});

test("an error reply keeps everything, shows the message, and lets the person send again with the same key", async ({ page, sql }) => {
  const w = W.fr;
  const email = `wizard.retry.${Date.now()}@example.be`;
  const keys: string[] = [];
  let first = true;
  await page.route("**/api/homeproject/addproject**", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (first) {
      first = false;
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ isError: true, userMessage: "Service momentanément indisponible.", data: null }),
      });
    } else await route.continue();
  });
  await upToSending(page, email);
  await next(page).click();
  await expect(page.getByTestId("wizard-send-problem")).toContainText("Service momentanément indisponible.");
  await expect(field(page, w.personal.email)).toHaveValue(email);
  await next(page).click();
  await expect(page.getByTestId("wizard-confirmation-email")).toContainText(email);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect(await projectByEmail(sql, email)).toHaveLength(1);
});

test("a key the server already holds for another request: the person is told, and sending again creates this request with a new key", async ({ page, sql }) => {
  const email = `wizard.key.${Date.now()}@example.be`;
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/homeproject/addproject")) keys.push(request.headers()["idempotency-key"] ?? "");
  });
  await upToSending(page, email);
  // An earlier send from this page, with other details, whose reply never arrived.
  const key = await page.evaluate((name) => JSON.parse(window.sessionStorage.getItem(name) ?? "{}").idempotencyKey as string, wizardStorageKey);
  expect(key).toBeTruthy();
  const areas = await (await page.request.get("/api/postalarea/getpostalareabypostalcode?postCode=1000")).json();
  const earlier = await page.request.post("/api/homeproject/addproject", {
    headers: { "idempotency-key": key },
    data: validPayload({ PostalAreaId: areas.data[0].id, CustomerEmail: `earlier.${email}` }),
  });
  expect((await earlier.json()).isError).toBe(false);

  await next(page).click();
  await expect(page.getByTestId("wizard-send-problem")).toContainText(frenchDictionary(frApi).requestSentBefore);
  await screensAt(page, "wizard-key-used-before-fr", { fullPage: true });
  await expect(field(page, W.fr.personal.email)).toHaveValue(email);
  expect(await projectByEmail(sql, email)).toHaveLength(0);
  await next(page).click();
  await expect(page.getByTestId("wizard-confirmation-email")).toContainText(email);
  expect(keys).toEqual([key, expect.not.stringMatching(`^${key}$`)]);
  expect(await projectByEmail(sql, email)).toHaveLength(1);
});

for (const [lang, width] of [
  ["fr", 1280],
  ["nl", 375],
] as const) {
  test(`a mistyped address is corrected on step 5: the confirmation goes again, to the right one (${lang}, ${width} px)`, async ({ page, sql }) => {
    const w = W[lang];
    const stamp = Date.now();
    const [typo, right] = [`zoe.${stamp}@gmial.com`, `zoe.${stamp}@gmail.com`];
    await page.setViewportSize({ width, height: 900 });
    await open(page, lang, "/newproject/1/1");
    await next(page).click();
    await expertStep(page, lang, lang === "fr" ? "1000" : "9000");
    await next(page).click();
    await answerAll(page);
    await next(page).click();
    await fillPersonal(page, lang, typo, false);
    await next(page).click();
    await expect(page.getByTestId("wizard-confirmation-email")).toContainText(typo);

    await page.getByRole("button", { name: w.confirmation.fixEmailOpen }).click();
    const input = page.getByRole("textbox", { name: w.confirmation.fixEmailLabel });
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(typo);
    // The wizard's own rule first.
    await input.fill(`zoe.${stamp}@`);
    await page.getByRole("button", { name: w.confirmation.fixEmailSubmit }).click();
    await expect(page.getByText(V[lang].emailInvalid)).toBeVisible();
    await input.fill(right);
    await screen(page, `wizard-fix-email-${lang}-${width}`);
    await page.getByRole("button", { name: w.confirmation.fixEmailSubmit }).click();
    await expect(page.getByTestId("wizard-email-fixed")).toBeVisible();
    await expect(page.getByTestId("wizard-confirmation-email")).toContainText(right);
    await expectNoSeriousAxeViolations(page);
    await screen(page, `wizard-email-fixed-${lang}-${width}`);

    // The request holds the right address, and its confirmation went there too.
    const [project] = await projectByEmail(sql, right);
    expect(project).toBeDefined();
    const mails = await sql<
      { recipient: string; sent: boolean }[]
    >`select recipient, sent_at is not null as sent from mail_queue where project_id = ${project!.id} and template = 'customer-confirmation' order by id`;
    expect(mails.at(-1)?.recipient).toBe(right);
    // The one to the mistyped address is on record if it had left, else withdrawn: it never leaves now.
    expect(mails.slice(0, -1)).toEqual(mails.length === 2 ? [{ recipient: typo, sent: true }] : []);
    // A reload of the confirmation shows the corrected address.
    await page.reload();
    await expect(page.getByTestId("wizard-confirmation-email")).toContainText(right);
  });
}
