import { readFileSync } from "node:fs";
import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { reloadInLanguage } from "./support/console-ui";
import { expectInsideAndInFull, expectNoSidewaysScroll } from "./support/layout";
import { sendRequest } from "./support/projects";
import { screen } from "./support/screens";
import { signInAs } from "./support/sign-in";
import { expect, test } from "./support/test";

/**
 * docs/product/dashboard.md, "Customers' own actions": a period of 2005 only this test writes to
 * (it empties it first), so its counts are exactly the events below.
 */
const period = { from: "2005-05-02", to: "2005-05-29" };
const address = `/network/dashboard?period=custom&from=${period.from}&to=${period.to}`;

test("customers' own actions: by kind, by the customer or the network, the customers' share beside the previous period; FR at 1280 px, NL at 375 px", async ({
  page,
  sql,
}) => {
  const projectId = await sendRequest(page.request, { CustomerLastName: "Autonome" });
  await sql`delete from audit_events where action like 'customer.%' and created_at >= '2005-04-04' and created_at < '2005-05-30'`;
  const events: [action: string, actor: "customer" | "network", at: string][] = [
    ["customer.addition", "customer", "2005-05-03T10:00:00+02:00"],
    ["customer.addition", "customer", "2005-05-10T10:00:00+02:00"],
    ["customer.addition", "customer", "2005-05-29T23:00:00+02:00"],
    ["customer.addition", "network", "2005-05-12T10:00:00+02:00"],
    ["customer.call-times", "customer", "2005-05-04T10:00:00+02:00"],
    // The previous period: 4 April – 1 May.
    ["customer.withdraw", "customer", "2005-04-20T10:00:00+02:00"],
  ];
  for (const [action, actor, at] of events) {
    await sql`insert into audit_events (project_id, action, actor_type, actor_id, created_at) values (${projectId}, ${action}, ${actor}, ${actor === "network" ? 1 : null}, ${at})`;
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "network@example.com");
  await expect(page).toHaveURL(/\/network$/, { timeout: 60_000 });
  for (const [language, width] of [
    ["FR", 1280],
    ["NL", 375],
  ] as const) {
    const fr = language === "FR";
    await page.setViewportSize({ width, height: 900 });
    await page.goto(address);
    await reloadInLanguage(page, language);
    const section = page.getByTestId("self-service");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(fr ? "Ce que les clients ont fait eux-mêmes" : "Wat klanten zelf deden");
    // 4 of 5 by the customers themselves; before, 1 of 1.
    await expect(section.getByTestId("self-service-share")).toHaveText(
      fr ? /^Faites par les clients eux-mêmes\s:\s80,0\s%Période précédente\s:\s100,0\s%$/ : /^Door klanten zelf gedaan: 80,0%Vorige periode: 100,0%$/,
    );
    const row = (kind: string) => section.locator(`[data-kind="${kind}"]`).filter({ visible: true });
    const figures = async (kind: string) => row(kind).locator("[data-column]").allInnerTexts();
    expect(await figures("additions")).toEqual(["3", "1", "0"]);
    expect(await figures("callTimes")).toEqual(["1", "0", "0"]);
    expect(await figures("withdraw")).toEqual(["0", "0", "1"]);
    await expect(row("additions")).toContainText(fr ? "Précisions ajoutées à la demande" : "Aanvullingen bij de aanvraag");
    // A table row from 768 px, a card on a phone.
    expect(await row("additions").evaluate((e) => e.tagName)).toBe(width < 768 ? "LI" : "TR");
    await expectNoSidewaysScroll(page);
    await expectInsideAndInFull(section.locator("[data-kind]").filter({ visible: true }), '[data-testid="self-service"]', `${language} self-service rows`);
    await expectNoSeriousAxeViolations(page);
    await screen(section, `dashboard-self-service-${language.toLowerCase()}-${width}`);
    if (fr) {
      // Its CSV: the table's columns and numbers, French headers.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        section.getByRole("button", { name: "Télécharger « Ce que les clients ont fait eux-mêmes » en CSV" }).click(),
      ]);
      const lines = readFileSync(await download.path(), "utf8")
        .slice(1)
        .split("\r\n");
      expect(lines[0]).toBe("Action;Par le client;Par le réseau pour le client;Période précédente (total)");
      expect(lines).toContain("Précisions ajoutées à la demande;3;1;0");
      expect(lines).toContain("Demandes retirées;0;0;1");
    }
  }
});
