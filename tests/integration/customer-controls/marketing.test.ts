import { silentLogger } from "@/server/logger";
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { mailQueue } from "@/server/db/schema";
import { testDriver } from "../../support/database";
import { projectById } from "../../support/fixtures";
import { auditOf, customerControlsSetup, notifier, publicUrl, sendRequest } from "./support";
import { setMarketingConsent } from "@/server/domain/customer-controls/marketing";
import { eraseMyData } from "@/server/domain/customer-controls/erase";
import { withdrawProject } from "@/server/domain/customer-controls/withdraw";
import { customerControlSummary } from "@/server/domain/customer-controls/summary";
import { customerControlsRouter as networkCustomerControls } from "@/server/trpc/routers/network/customer-controls";
import { translate } from "@/server/translate";
import { apiMessage } from "@/server/domain/errors";

// A shared, busy machine.
setDefaultTimeout(60_000);

describe(`marketing unsubscribe on ${testDriver}`, () => {
  const setup = customerControlsSetup({ smtp: true });

  const unsubscribeUrl = new RegExp(`^<(${publicUrl.replace(/[.:/]/g, "\\$&")}/api/unsubscribe/[A-Za-z0-9_-]{43}\\?lang=(fr|nl))>$`);

  for (const [language, email, linkText] of [
    ["fr", "marie.fr@example.be", "Ne pas recevoir d'offres commerciales"],
    ["nl", "jan.nl@example.be", "Geen commerciële aanbiedingen ontvangen"],
  ] as const) {
    test(`${language}: the customer mail carries RFC 8058 headers and the link; a one-click POST withdraws consent`, async () => {
      const sent = await sendRequest(setup.db, setup.app.clock, {
        PostalAreaId: setup.brussels,
        CustomerLanguage: language,
        CustomerEmail: email,
        CustomerPrivacyMarketing: true,
      });
      expect(await projectById(setup.db, sent.projectId)).toMatchObject({ marketingConsent: true });
      await setup.deliverMails();
      const mail = setup.smtp.received.find((m) => m.envelopeTo.includes(email));
      if (!mail) throw new Error("no customer mail received");
      const header = mail.parsed.headers["list-unsubscribe"] ?? "";
      const match = unsubscribeUrl.exec(header);
      if (!match?.[1]) throw new Error(`List-Unsubscribe header: ${header}`);
      const url = match[1];
      expect(mail.parsed.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(url).not.toContain(encodeURIComponent(email));
      expect(url).not.toContain("example.be");
      expect(mail.parsed.text).toContain(`${linkText}\n${url}`);
      expect(mail.parsed.html).toContain(`href="${url}"`);
      // No provider or network mail carries it.
      const customers = ["marie.fr@example.be", "jan.nl@example.be"];
      for (const other of setup.smtp.received.filter((m) => !m.envelopeTo.some((to) => customers.includes(to))))
        expect(other.parsed.headers["list-unsubscribe"]).toBeUndefined();

      // The link carries the mail's language: the page a person opens speaks it. A link scanner's GET changes nothing.
      expect(match[2]).toBe(language);
      const path = new URL(url).pathname;
      const shown = await setup.app.request(`${path}${new URL(url).search}`);
      expect(shown.status).toBe(200);
      expect(await shown.text()).toContain(language === "fr" ? '<html lang="fr-BE">' : '<html lang="nl-BE">');
      expect(await projectById(setup.db, sent.projectId)).toMatchObject({ marketingConsent: true });

      // What a mail client sends: a POST without cookie or Origin.
      setup.app.clock.advance(60_000);
      const reply = await setup.app.app.handle(
        new Request(`http://localhost${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
      );
      expect(reply.status).toBe(200);
      expect(await reply.text()).toContain(language === "fr" ? "Vous êtes désinscrit" : "U bent uitgeschreven");
      const project = await projectById(setup.db, sent.projectId);
      expect(project).toMatchObject({ marketingConsent: false });
      expect(project?.marketingConsentAt?.getTime()).toBe(setup.app.clock.now().getTime());
      const audit = await auditOf(setup.db, sent.projectId, "customer.marketing-unsubscribe");
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorType: "customer", actorId: null, details: { marketingConsent: false } });

      // The link opened again: nothing to confirm any more, and the page says so.
      const reopened = await (await setup.app.request(`${path}${new URL(url).search}`)).text();
      expect(reopened).toContain('data-testid="nothing-to-do"');
      expect(reopened).not.toContain("<form");

      // Again: answered the same, nothing more recorded.
      const again = await setup.app.app.handle(new Request(`http://localhost${path}`, { method: "POST", body: "List-Unsubscribe=One-Click" }));
      expect(again.status).toBe(200);
      expect(await auditOf(setup.db, sent.projectId, "customer.marketing-unsubscribe")).toHaveLength(1);
      // The page's own form in the other language (a visitor who switched): its answer speaks that one.
      const other = language === "fr" ? "nl" : "fr";
      const switched = await setup.app.app.handle(new Request(`http://localhost${path}?lang=${other}`, { method: "POST", body: "List-Unsubscribe=One-Click" }));
      expect(await switched.text()).toContain(other === "fr" ? "Vous êtes désinscrit" : "U bent uitgeschreven");

      // The status page shows the choice.
      const status = await (await setup.app.request(`/api/projectstatus/${sent.token}`)).json();
      expect(status.data.marketingConsent).toBe(false);
    });
  }

  test("an unknown or malformed token is refused", async () => {
    const unknown = await setup.app.app.handle(
      new Request(`http://localhost/api/unsubscribe/${"A".repeat(43)}?lang=nl`, { method: "POST", body: "List-Unsubscribe=One-Click" }),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Deze uitschrijflink is ongeldig.");
    const malformed = await setup.app.app.handle(new Request("http://localhost/api/unsubscribe/x", { method: "POST" }));
    expect(malformed.status).toBe(404);
    // Opened in a browser: refused at once, with what to do instead, not a form that fails after its click.
    const opened = await setup.app.request(`/api/unsubscribe/${"A".repeat(43)}?lang=fr`);
    expect(opened.status).toBe(404);
    const page = await opened.text();
    expect(page).toContain("<h1>Ce lien de désinscription n&#39;est pas valide.</h1>");
    expect(page).toContain("copiez-le en entier");
    expect(page).not.toContain("<form");
    // A cut link has lost its ?lang=: the browser's language speaks.
    const cut = await setup.app.request(`/api/unsubscribe/${"A".repeat(43)}`, { headers: { "accept-language": "nl-BE,nl;q=0.9" } });
    expect(await cut.text()).toContain("Deze uitschrijflink is ongeldig.");
  });

  test("a customer who never subscribed, opening the link of any mail, is told there is nothing to do", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, {
      PostalAreaId: setup.brussels,
      CustomerLanguage: "nl",
      CustomerEmail: "nooit.ingeschreven@example.be",
    });
    const [row] = await setup.db.select().from(mailQueue).where(eq(mailQueue.recipient, "nooit.ingeschreven@example.be"));
    const url = new URL(row?.listUnsubscribeUrl ?? "");
    const page = await (await setup.app.request(`${url.pathname}${url.search}`)).text();
    expect(page).toContain("U ontvangt geen commerciële aanbiedingen");
    expect(page).not.toContain("<form");
    expect(await projectById(setup.db, sent.projectId)).toMatchObject({ marketingConsent: false });
  });

  test("a withdrawal covers every request made with the same address, whatever its case; consent is given per request", async () => {
    const send = (email: string, marketing: boolean) =>
      sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: email, CustomerPrivacyMarketing: marketing });
    const first = await send("Lotte.Claes@example.be", true);
    const second = await send("lotte.claes@example.be", true);
    const withoutConsent = await send("LOTTE.CLAES@example.be", false);
    const stranger = await send("jules.claes@example.be", true);
    const consentOf = async (projectId: number) => (await projectById(setup.db, projectId))?.marketingConsent;
    // The link of a request without consent of its own: the address has some, so the page offers the button.
    const [mail] = await setup.db.select().from(mailQueue).where(eq(mailQueue.projectId, withoutConsent.projectId));
    const url = new URL(mail?.listUnsubscribeUrl ?? "");
    const page = await (await setup.app.request(`${url.pathname}${url.search}`)).text();
    expect(page).toContain("<form");
    expect(page).toContain("Cela vaut pour toutes les demandes faites avec la même adresse e-mail.");
    // One click from it: every request of the address, none of another.
    const reply = await setup.app.app.handle(new Request(`http://localhost${url.pathname}`, { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect(reply.status).toBe(200);
    expect([await consentOf(first.projectId), await consentOf(second.projectId), await consentOf(stranger.projectId)]).toEqual([false, false, true]);
    expect((await auditOf(setup.db, second.projectId, "customer.marketing-unsubscribe"))[0]).toMatchObject({
      actorType: "customer",
      details: { marketingConsent: false, withdrawnWith: withoutConsent.projectId },
    });
    // Given again on one request's status page: that request only.
    const deps = { db: setup.db, clock: setup.app.clock, storage: setup.app.storage, publicUrl, notify: notifier, logger: silentLogger };
    expect(await setMarketingConsent(deps, { by: "customer", token: first.token }, { given: true })).toMatchObject({ changed: true });
    expect([await consentOf(first.projectId), await consentOf(second.projectId)]).toEqual([true, false]);
    // Withdrawn on another's status page, whose own consent was already off: the address's again.
    expect(await setMarketingConsent(deps, { by: "customer", token: second.token }, { given: false })).toMatchObject({ changed: true });
    expect(await consentOf(first.projectId)).toBe(false);
    expect(await consentOf(stranger.projectId)).toBe(true);

    // Two withdrawals at once from two requests of the address (true concurrency on Postgres): each
    // locks the address's requests in the same order, so both finish; none deadlocks.
    for (let round = 0; round < 5; round++) {
      for (const sent of [first, second]) await setMarketingConsent(deps, { by: "customer", token: sent.token }, { given: true });
      const both = await Promise.allSettled([
        setMarketingConsent(deps, { by: "customer", token: first.token }, { given: false }),
        setMarketingConsent(deps, { by: "network", projectId: second.projectId, userId: 3 }, { given: false }),
      ]);
      expect(both.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled"]);
      expect([await consentOf(first.projectId), await consentOf(second.projectId)]).toEqual([false, false]);
    }
  });

  test("after the erasure of the request's data, the link says nothing more will be sent, not to go to a status page that is gone", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, {
      PostalAreaId: setup.brussels,
      CustomerLanguage: "fr",
      CustomerEmail: "efface.offres@example.be",
      CustomerPrivacyMarketing: true,
    });
    // The mails' rows go with the erasure: the link is read first, as it sits in the customer's mailbox.
    const [row] = await setup.db.select().from(mailQueue).where(eq(mailQueue.recipient, "efface.offres@example.be"));
    const url = new URL(row?.listUnsubscribeUrl ?? "");
    const domainDeps = { db: setup.db, clock: setup.app.clock, storage: setup.app.storage, publicUrl, notify: notifier, logger: silentLogger };
    await withdrawProject(domainDeps, { by: "customer", token: sent.token });
    await eraseMyData(domainDeps, { by: "network", projectId: sent.projectId, userId: 1 });

    for (const [lang, text] of [
      ["fr", "Les données personnelles de cette demande ont été effacées, votre adresse e-mail comprise"],
      ["nl", "De persoonsgegevens van deze aanvraag werden gewist, ook uw e-mailadres"],
    ] as const) {
      const page = await (await setup.app.request(`${url.pathname}?lang=${lang}`)).text();
      expect(page).toContain(text);
      expect(page).not.toContain("<form");
      expect(page).not.toMatch(/page de suivi|opvolgingspagina/);
    }
    // A mail client's one-click POST still withdraws the consent, and its page says the same.
    const reply = await setup.app.app.handle(new Request(`http://localhost${url.pathname}`, { method: "POST", body: "List-Unsubscribe=One-Click" }));
    const page = await reply.text();
    expect(page).toContain("Les données personnelles de cette demande ont été effacées");
    expect(page).not.toContain("page de suivi");
    expect(await projectById(setup.db, sent.projectId)).toMatchObject({ marketingConsent: false });
  });

  test("the status page changes the choice (same origin only), recorded with its time and an audit event", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    const choose = (given: unknown, lang = "fr", headers: Record<string, string> = {}) =>
      setup.app.request(`/api/projectstatus/${sent.token}/marketing?lang=${lang}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ given }),
      });
    expect(await (await choose(true)).json()).toEqual({
      isError: false,
      userMessage: "C'est noté\u00a0: vous recevrez nos informations et offres.",
      data: true,
    });
    expect(await projectById(setup.db, sent.projectId)).toMatchObject({ marketingConsent: true, marketingConsentVersion: "marketing-2025-10-06" });
    expect(await (await choose(false, "nl")).json()).toMatchObject({
      isError: false,
      userMessage: "Genoteerd: u ontvangt geen commerciële aanbiedingen meer.",
    });
    // No page sends anything but true or false: a malformed request (docs/product/api-contract.md).
    const malformed = await choose("yes");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ isError: true, userMessage: translate("fr", apiMessage("invalidRequest")) });
    const audit = await auditOf(setup.db, sent.projectId, "customer.marketing-consent");
    expect(audit.map((a) => [a.actorType, a.details])).toEqual([
      ["customer", { marketingConsent: true }],
      ["customer", { marketingConsent: false }],
    ]);
    const forged = await setup.app.app.handle(
      new Request(`http://localhost/api/projectstatus/${sent.token}/marketing`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: JSON.stringify({ given: true }),
      }),
    );
    expect(forged.status).toBe(403);
    expect(await projectById(setup.db, sent.projectId)).toMatchObject({ marketingConsent: false });
  });

  test("the network withdraws the consent for a customer who asks by phone, recorded as the network; it cannot give one", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerPrivacyMarketing: true });
    const deps = { db: setup.db, clock: setup.app.clock, storage: setup.app.storage, publicUrl, notify: notifier, logger: silentLogger };
    expect((await customerControlSummary(setup.db, { kind: "network" }, sent.projectId, setup.app.clock.now()))?.marketingConsent).toBe(true);
    const withdrawn = await setMarketingConsent(deps, { by: "network", projectId: sent.projectId, userId: 3 }, { given: false });
    expect(withdrawn).toMatchObject({ given: false, changed: true });
    expect((await customerControlSummary(setup.db, { kind: "network" }, sent.projectId, setup.app.clock.now()))?.marketingConsent).toBe(false);
    expect((await auditOf(setup.db, sent.projectId, "customer.marketing-consent"))[0]).toMatchObject({ actorType: "network", actorId: 3 });
    // Asked again: nothing more is recorded.
    expect(await setMarketingConsent(deps, { by: "network", projectId: sent.projectId, userId: 3 }, { given: false })).toMatchObject({ changed: false });
    expect(await auditOf(setup.db, sent.projectId, "customer.marketing-consent")).toHaveLength(1);
    // The console's procedure has no way to give one: its only input is the project.
    expect(Object.keys(networkCustomerControls._def.procedures)).toContain("withdrawMarketing");
    expect(Object.keys(networkCustomerControls._def.procedures).filter((name) => /marketing/i.test(name))).toEqual(["withdrawMarketing"]);
  });
});
