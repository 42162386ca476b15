import type postgres from "postgres";
import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { screensAt } from "./support/screens";
import { expect, type Page, test } from "./support/test";
import { sendRequest, statusLinkFor, tokenAndHash } from "./support/projects";
import { refuseInBanner } from "./support/consent";

const copy = {
  fr: {
    title: "Offres commerciales",
    given: "Vous acceptez actuellement de recevoir des informations et des offres",
    withdrawn: "Vous ne recevez pas d'informations ni d'offres",
    withdrawButton: "Ne plus recevoir d'offres",
    giveButton: "Recevoir les offres",
    confirm: "Confirmer",
    cancel: "Annuler",
    refuse: /Tout refuser/,
    unsubscribeButton: "Me désinscrire",
    unsubscribed: "Vous êtes désinscrit",
  },
  nl: {
    title: "Commerciële aanbiedingen",
    given: "U hebt ermee ingestemd informatie en aanbiedingen",
    withdrawn: "U ontvangt geen informatie of aanbiedingen",
    withdrawButton: "Geen aanbiedingen meer ontvangen",
    giveButton: "Aanbiedingen ontvangen",
    confirm: "Bevestigen",
    cancel: "Annuleren",
    refuse: /Alles weigeren/,
    unsubscribeButton: "Uitschrijven",
    unsubscribed: "U bent uitgeschreven",
  },
} as const;

const consentOf = async (sql: postgres.Sql, projectId: number) =>
  (await sql`select marketing_consent from home_projects where id = ${projectId}`)[0]?.marketing_consent;

/** Screenshots a person looks at, at 375 and 1280 px. */
const shoot = (page: Page, name: string) => screensAt(page, `marketing-${name}`, { fullPage: true });

for (const language of ["fr", "nl"] as const) {
  const t = copy[language];
  test.describe(`marketing choice (${language})`, () => {
    test("the status page shows the choice and changes it after a dialog", async ({ page, sql }) => {
      const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerPrivacyMarketing: true });
      await page.goto(await statusLinkFor(sql, id));
      const choice = page.getByTestId("marketing-choice");
      await expect(choice).toContainText(t.title);
      await expect(choice).toContainText(t.given);
      await refuseInBanner(page, t.refuse);
      await shoot(page, `${language}-marketing-1-given`);

      await page.getByRole("button", { name: t.withdrawButton }).click();
      await expect(page.locator("section[role=dialog]")).toHaveCSS("opacity", "1");
      await shoot(page, `${language}-marketing-2-dialog`);
      await page.getByRole("dialog").getByRole("button", { name: t.cancel }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
      expect(await consentOf(sql, id)).toBe(true);

      await page.getByRole("button", { name: t.withdrawButton }).click();
      await page.getByRole("dialog").getByRole("button", { name: t.confirm }).click();
      await expect(choice).toContainText(t.withdrawn);
      await expect(page.getByRole("dialog")).toBeHidden();
      expect(await consentOf(sql, id)).toBe(false);
      await shoot(page, `${language}-marketing-3-withdrawn`);

      await page.getByRole("button", { name: t.giveButton }).click();
      await page.getByRole("dialog").getByRole("button", { name: t.confirm }).click();
      await expect(choice).toContainText(t.given);
      expect(await consentOf(sql, id)).toBe(true);
    });

    test("the e-mail's unsubscribe link: a page with one button, then done", async ({ page, sql }) => {
      const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerPrivacyMarketing: true });
      const { token, hash } = tokenAndHash();
      await sql`insert into marketing_unsubscribe_tokens (token_hash, project_id, created_at) values (${hash}, ${id}, now())`;
      await page.goto(`/api/unsubscribe/${token}?lang=${language}`);
      expect(await consentOf(sql, id)).toBe(true);
      // Whose page it is: the brand, leading home in the mail's language.
      await expect(page.getByRole("link", { name: language === "fr" ? "Services à domicile" : "Diensten aan huis" })).toHaveAttribute("href", `/${language}/`);
      await expect(page.locator("html")).toHaveAttribute("lang", `${language}-BE`);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, `${language}-marketing-4-unsubscribe`);
      await page.getByRole("button", { name: t.unsubscribeButton }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.unsubscribed);
      expect(await consentOf(sql, id)).toBe(false);
      await shoot(page, `${language}-marketing-5-unsubscribed`);
    });
  });
}
