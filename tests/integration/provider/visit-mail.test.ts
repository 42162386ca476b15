import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { mailQueue } from "@/server/db/schema";
import type { Database } from "@/server/db/client";
import { eraseMyData } from "@/server/domain/customer-controls/erase";
import { cancelProject, changeProjectProvider } from "@/server/domain/project-status/network-actions";
import { acceptProject } from "@/server/domain/project-status/provider-actions";
import { planVisit } from "@/server/domain/project-status/visit";
import { createMailWorker } from "@/server/jobs/mail-worker";
import { silentLogger } from "@/server/logger";
import { createSmtpTransport } from "@/server/mail/smtp-transport";
import { testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { startSmtpServer, type TestSmtpServer } from "../mail/support";
import { notifier, providerDeps, sendRequest } from "./support";

const visitMails = (db: Database, projectId: number) =>
  db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.template, "customer-visit-planned"), eq(mailQueue.projectId, projectId)))
    .orderBy(asc(mailQueue.id));

const eventOf = (file: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent("vevent") ?? undefined);

/** docs/product/customer-controls.md, "Visit planned": the customer's mail and calendar file. */
describe(`the customer is mailed the visit the provider noted, on ${testDriver}`, () => {
  const seeded = useSeededDatabase();
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  test("in their language, with the visit as a calendar file; moved: the earlier time said, the same event replaced; the same time again: no mail", async () => {
    const { deps, clock } = providerDeps(seeded.database.db, "2026-03-23T09:00:00+01:00");
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    await acceptProject(deps, 1, projectId);
    await planVisit(deps, 1, { id: projectId, day: "2026-03-30", time: "10:00" });

    const [first] = await visitMails(seeded.database.db, projectId);
    expect(first?.recipient).toBe("amelie.dubois@example.be");
    expect(first?.language).toBe("fr");
    expect(first?.subject).toBe(`Votre rendez-vous pour la demande n°\u00a0${projectId}`);
    expect(first?.textBody).toContain("Bonjour Amélie,");
    expect(first?.textBody).toContain(`Brussels Home Experts confirme le rendez-vous convenu avec vous pour votre demande n°\u00a0${projectId}`);
    expect(first?.textBody).toContain("lundi 30 mars 2026 à 10:00");
    expect(first?.textBody).toContain("Rue Haute 12, boîte 3, 1000 Bruxelles");
    expect(first?.textBody).toContain("+32 2 555 01 01");
    expect(first?.attachment?.fileName).toBe("rendez-vous.ics");
    const planned = eventOf(first?.attachment?.content ?? "");
    // After the change to summer time: 10:00 in Brussels is 08:00 UTC.
    expect(planned.startDate.toJSDate().toISOString()).toBe("2026-03-30T08:00:00.000Z");
    expect(planned.location).toBe("Rue Haute 12, boîte 3, 1000 Bruxelles");
    expect(planned.summary).toStartWith("Rendez-vous\u00a0: ");
    expect(planned.summary).toEndWith("(Brussels Home Experts)");
    expect(planned.description).toContain("appelez Brussels Home Experts au +32 2 555 01 01");

    clock.set("2026-03-24T11:00:00+01:00");
    await planVisit(deps, 1, { id: projectId, day: "2026-03-31", time: "16:45" });
    await planVisit(deps, 1, { id: projectId, day: "2026-03-31", time: "16:45" });
    const mails = await visitMails(seeded.database.db, projectId);
    expect(mails).toHaveLength(2);
    const moved = mails[1];
    expect(moved?.subject).toBe(`Votre rendez-vous pour la demande n°\u00a0${projectId} a été déplacé`);
    expect(moved?.textBody).toContain("Il était prévu le lundi 30 mars 2026 à 10:00.");
    expect(moved?.textBody).toContain("mardi 31 mars 2026 à 16:45");
    const replaced = eventOf(moved?.attachment?.content ?? "");
    expect(replaced.uid).toBe(planned.uid);
    expect(replaced.sequence).toBeGreaterThan(planned.sequence);
    expect(replaced.startDate.toJSDate().toISOString()).toBe("2026-03-31T14:45:00.000Z");

    // After that visit, a second one: a new visit for the customer, not a move of the one that took place.
    clock.set("2026-04-01T09:00:00+02:00");
    await planVisit(deps, 1, { id: projectId, day: "2026-04-03", time: "09:00" });
    const second = (await visitMails(seeded.database.db, projectId))[2];
    expect(second?.subject).toBe(`Votre rendez-vous pour la demande n°\u00a0${projectId}`);
    expect(second?.textBody).not.toContain("Il était prévu");
    // Another event in the customer's calendar: the visit that took place stays there.
    const next = eventOf(second?.attachment?.content ?? "");
    expect(next.uid).not.toBe(planned.uid);
    expect(next.sequence).toBe(0);
    // Moved in turn, it keeps its own name.
    clock.set("2026-04-01T10:00:00+02:00");
    await planVisit(deps, 1, { id: projectId, day: "2026-04-03", time: "11:00" });
    const nextMoved = eventOf((await visitMails(seeded.database.db, projectId))[3]?.attachment?.content ?? "");
    expect(nextMoved.uid).toBe(next.uid);
    expect(nextMoved.sequence).toBe(3600);
  });

  test("in Dutch to a Dutch-speaking customer; another provider's visit is another event; erased with the request's data", async () => {
    const { deps, clock } = providerDeps(seeded.database.db, "2026-06-01T09:00:00+02:00");
    const { projectId } = await sendRequest(deps, seeded.places.brussels, { CustomerLanguage: "nl", CustomerName: "Pieter", CustomerBus: "" });
    await acceptProject(deps, 1, projectId);
    await planVisit(deps, 1, { id: projectId, day: "2026-06-03", time: "14:00" });
    clock.set("2026-06-01T10:00:00+02:00");
    await changeProjectProvider({ ...deps, notify: notifier }, { projectId, providerId: 2, userId: 1 });
    await acceptProject(deps, 2, projectId);
    await planVisit(deps, 2, { id: projectId, day: "2026-06-04", time: "09:30" });

    const [first, second] = await visitMails(seeded.database.db, projectId);
    expect(second?.subject).toBe(`Uw afspraak voor aanvraag nr. ${projectId}`);
    // The new provider's visit is a first one for the customer, not a move of the earlier one.
    expect(second?.textBody).toContain("bevestigt de afspraak die u samen maakte");
    expect(second?.textBody).toContain("donderdag 4 juni 2026 om 09:30");
    expect(second?.textBody).toContain("Beste Pieter,");
    expect(second?.attachment?.fileName).toBe("afspraak.ics");
    const event = eventOf(second?.attachment?.content ?? "");
    expect(event.location).toBe("Rue Haute 12, 1000 Brussel");
    expect(event.uid).not.toBe(eventOf(first?.attachment?.content ?? "").uid);

    await cancelProject({ ...deps, notify: notifier }, { projectId, userId: 1 });
    await eraseMyData({ ...deps, publicUrl: "http://localhost:3000", logger: silentLogger, notify: notifier }, { by: "network", projectId, userId: 1 });
    expect(await visitMails(seeded.database.db, projectId)).toEqual([]);
  });

  test("an SMTP server receives the calendar file attached, as text/calendar", async () => {
    const { deps } = providerDeps(seeded.database.db, "2026-09-07T09:00:00+02:00");
    const { projectId } = await sendRequest(deps, seeded.places.brussels, { CustomerEmail: "visit.smtp@example.be" });
    await acceptProject(deps, 1, projectId);
    await planVisit(deps, 1, { id: projectId, day: "2026-09-08", time: "08:15" });
    const worker = createMailWorker({
      db: seeded.database.db,
      clock: deps.clock,
      transport: createSmtpTransport(smtp.url, { connectionTimeoutMs: 3000 }),
      logger: silentLogger,
      from: "Services à domicile <no-reply@example.com>",
    });
    while ((await worker.runOnce()).claimed > 0) {}
    const received = smtp.received.filter((m) => m.envelopeTo.includes("visit.smtp@example.be") && m.parsed.subject.startsWith("Votre rendez-vous"));
    expect(received).toHaveLength(1);
    const [attachment] = received[0]?.parsed.attachments ?? [];
    expect(attachment?.fileName).toBe("rendez-vous.ics");
    expect(attachment?.contentType).toStartWith("text/calendar");
    expect(
      eventOf(attachment?.content ?? "")
        .startDate.toJSDate()
        .toISOString(),
    ).toBe("2026-09-08T06:15:00.000Z");
    expect(received[0]?.parsed.text).toContain("mardi 8 septembre 2026 à 08:15");
  });
});
