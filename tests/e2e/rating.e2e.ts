import type postgres from "postgres";
import { screensAt } from "./support/screens";
import { expect, type Page, test } from "./support/test";
import { sendRequest, statusLinkFor, tokenAndHash } from "./support/projects";
import { refuseInBanner } from "./support/consent";
import { expectNoSeriousAxeViolations } from "./support/accessibility";

const copy = {
  fr: {
    title: "Votre avis sur l'intervention",
    score: "4 – Satisfait",
    comment: "Commentaire (facultatif)",
    submit: "Envoyer mon avis",
    choose: "Choisissez une note de 1 à 5.",
    saved: "Votre avis a été enregistré.",
    home: "Retour à l'accueil",
    used: "Vous avez déjà donné votre avis pour cette demande. Merci !",
    given: "Vous avez donné la note de 4 sur 5. Merci pour votre avis.",
    lowScore: "2 – Insatisfait",
    givenLow:
      "Vous avez donné la note de 2 sur 5. Nous sommes désolés que l'intervention ne vous ait pas satisfait : notre équipe vous appellera pour en parler.",
    until: /Vous pouvez le donner jusqu'au \d\d\/\d\d\/\d{4}\./,
    expired: "Ce lien d'évaluation a expiré : il était valable 30 jours.",
    refuse: /Tout refuser/,
  },
  nl: {
    title: "Uw mening over de werken",
    score: "4 – Tevreden",
    comment: "Opmerking (optioneel)",
    submit: "Mijn mening versturen",
    choose: "Kies een score van 1 tot 5.",
    saved: "Uw mening is opgeslagen.",
    home: "Terug naar de startpagina",
    used: "U hebt uw mening over deze aanvraag al gegeven. Bedankt!",
    given: "U gaf een score van 4 op 5. Bedankt voor uw mening.",
    lowScore: "2 – Ontevreden",
    givenLow: "U gaf een score van 2 op 5. Het spijt ons dat u niet tevreden bent over de werken: ons team belt u om erover te praten.",
    until: /U kunt ze geven tot en met \d\d\/\d\d\/\d{4}\./,
    expired: "Deze beoordelingslink is verlopen: hij was 30 dagen geldig.",
    refuse: /Alles weigeren/,
  },
} as const;

/** A rating link whose token the test knows (the mail's token is never stored), valid or already expired. */
async function ratingLink(sql: postgres.Sql, projectId: number, expired = false): Promise<string> {
  const { token, hash } = tokenAndHash();
  await sql`insert into project_ratings (project_id, provider_id, token_hash, token_expires_at, requested_at) values (${projectId}, 1, ${hash}, now() + ${expired ? "-1 day" : "30 days"}::interval, now())`;
  return `/rating/${token}`;
}

/** Screenshots a person looks at, at 375 and 1280 px. */
const shoot = (page: Page, name: string) => screensAt(page, `rating-${name}`, { fullPage: true });

for (const language of ["fr", "nl"] as const) {
  const t = copy[language];
  test.describe(`rating page (${language})`, () => {
    test("rate once: validated, saved, then refused as used", async ({ page, sql }) => {
      const id = await sendRequest(page.request, { CustomerLanguage: language });
      const link = await ratingLink(sql, id);
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
      // Which job: the service and the company that did it.
      await expect(page.getByTestId("rating-job")).toContainText("Brussels Home Experts");
      await refuseInBanner(page, t.refuse);
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page.getByTestId("rating-error")).toHaveText(t.choose);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, `${language}-rating-1-form`);
      await page.getByLabel(t.score).check();
      // Choosing a score answers the message at once, before the next send.
      await expect(page.getByTestId("rating-error")).toHaveCount(0);
      await page.getByLabel(t.comment).fill(language === "fr" ? "Travail propre et rapide." : "Net en snel werk.");
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page.getByTestId("rating-done")).toContainText(t.saved);
      // The form went: its thanks take the focus (docs/product/accessibility.md).
      await expect(page.getByTestId("rating-done")).toBeFocused();
      await expect(page.getByRole("link", { name: t.home, exact: true })).toBeVisible();
      await shoot(page, `${language}-rating-2-done`);
      const [row] = await sql`select rating, comment, rated_at from project_ratings where project_id = ${id}`;
      expect(row?.rating).toBe(4);
      expect(row?.rated_at).not.toBeNull();

      await page.reload();
      await expect(page.getByTestId("rating-refused")).toHaveText(t.used);
      // A used link is no dead end.
      await expect(page.getByRole("link", { name: t.home, exact: true })).toBeVisible();
      await shoot(page, `${language}-rating-3-used`);
    });

    test("the status page of a completed request offers the same rating, then shows the score given; the mailed link is then used", async ({ page, sql }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const id = await sendRequest(page.request, { CustomerLanguage: language });
      await sql`update home_projects set status_id = 5 where id = ${id}`;
      const mailed = await ratingLink(sql, id);
      await page.goto(await statusLinkFor(sql, id));
      const card = page.getByTestId("status-rating");
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(t.title);
      await expect(card).toContainText(t.until);
      await refuseInBanner(page, t.refuse);
      await card.getByRole("button", { name: t.submit }).click();
      await expect(card.getByTestId("rating-error")).toHaveText(t.choose);
      await shoot(page, `${language}-status-page-rating-form`);
      await card.getByLabel(t.score).check();
      // As a person on a phone does: scrolled down past the form to send it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await card.getByRole("button", { name: t.submit }).click();
      // The thanks take the focus the form had, and the score stays on the page.
      await expect(page.getByTestId("status-rating-given")).toHaveText(t.given);
      await expect(page.getByTestId("status-rating-given")).toBeFocused();
      // Below the sticky header, not under it, with the card's title in sight.
      const header = await page.locator("header").first().boundingBox();
      const title = await page.getByTestId("status-rating").getByRole("heading", { level: 2 }).boundingBox();
      expect(title?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 64));
      await expectNoSeriousAxeViolations(page);
      await shoot(page, `${language}-status-page-rated`);
      const [row] = await sql`select rating, comment from project_ratings where project_id = ${id}`;
      expect(row).toEqual({ rating: 4, comment: null });
      await page.reload();
      await expect(page.getByTestId("status-rating-given")).toHaveText(t.given);
      await page.goto(mailed);
      await expect(page.getByTestId("rating-refused")).toHaveText(t.used);
    });

    test("an unhappy customer is told that someone will call, and the network mailbox is alerted", async ({ page, sql }) => {
      const id = await sendRequest(page.request, { CustomerLanguage: language });
      await sql`update home_projects set status_id = 5 where id = ${id}`;
      await ratingLink(sql, id);
      await page.goto(await statusLinkFor(sql, id));
      const card = page.getByTestId("status-rating");
      await refuseInBanner(page, t.refuse);
      await card.getByLabel(t.lowScore).check();
      await card.getByRole("button", { name: t.submit }).click();
      await expect(page.getByTestId("status-rating-given")).toHaveText(t.givenLow);
      await shoot(page, `${language}-status-page-rated-low`);
      const alerts = await sql`select subject from mail_queue where template = 'network-alert' and subject like ${`Projet n°\u00a0${id}\u00a0:%`}`;
      expect(alerts.map((a) => a.subject)).toEqual([`Projet n°\u00a0${id}\u00a0: Client mécontent | Project nr. ${id}: Ontevreden klant`]);
    });

    test("an expired link says so", async ({ page, sql }) => {
      const id = await sendRequest(page.request, { CustomerLanguage: language });
      await page.addInitScript((l) => window.localStorage.setItem("language", l), language);
      await page.goto(await ratingLink(sql, id, true));
      await expect(page.getByTestId("rating-refused")).toHaveText(t.expired);
      await expect(page.getByRole("link", { name: t.home, exact: true })).toBeVisible();
    });
  });
}
