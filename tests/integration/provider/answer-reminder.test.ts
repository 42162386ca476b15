import { namesRequest } from "../../support/sample-mails";
import { describe, expect, test } from "bun:test";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { auditEvents, loginUsers, mailQueue, providers } from "@/server/db/schema";
import { acceptProject } from "@/server/domain/project-status/provider-actions";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { createDeadlineSweeper, moreMayBeDue } from "@/server/jobs/deadline-sweeper";
import { silentLogger } from "@/server/logger";
import { MailTemplate } from "@/server/mail/templates";
import { testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { notifier, projectRow, providerDeps, sendRequest } from "./support";

/** The mails of one template about one project, oldest first (a provider's mail names the project in its subject). */
async function mailsAbout(db: Database, template: string, projectId: number) {
  const rows = await db.select().from(mailQueue).where(eq(mailQueue.template, template)).orderBy(asc(mailQueue.id));
  return rows.filter((m) => namesRequest(m.subject, projectId));
}

/** docs/product/deadlines.md, "The answer reminder". */
describe(`answer reminder on ${testDriver}`, () => {
  const seeded = useSeededDatabase();

  test("assigned Friday 17:00 before Easter Monday: reminded once Tuesday 17:00, then the next provider a working day after its assignment", async () => {
    // 2026-04-03 is Good Friday (a working day in Belgium); Monday 6 April is Easter Monday.
    const { deps, clock } = providerDeps(seeded.database.db, "2026-04-03T17:00:00+02:00");
    const sweeper = createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier });
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    const [assigned] = await mailsAbout(seeded.database.db, MailTemplate.ProviderAssignment, projectId);
    expect(assigned).toBeDefined();

    for (const moment of ["2026-04-04T17:00:00+02:00", "2026-04-06T23:59:00+02:00", "2026-04-07T16:59:59+02:00"]) {
      clock.set(moment);
      expect(await sweeper.remindOnce()).toBe(0);
    }
    expect(await mailsAbout(seeded.database.db, MailTemplate.ProviderAnswerReminder, projectId)).toEqual([]);

    clock.set("2026-04-07T17:00:30+02:00");
    expect(await sweeper.remindOnce()).toBe(1);
    const [reminder, ...more] = await mailsAbout(seeded.database.db, MailTemplate.ProviderAnswerReminder, projectId);
    expect(more).toEqual([]);
    // To the mailbox the assignment went to, in French then Dutch, with the deadline and the link.
    expect(reminder?.recipient).toBe(assigned?.recipient);
    expect(reminder?.language).toBe("fr+nl");
    expect(reminder?.subject).toContain(`Rappel\u00a0: le projet n°\u00a0${projectId} attend votre réponse`);
    expect(reminder?.subject).toContain(`Herinnering: project nr. ${projectId} wacht op uw antwoord`);
    expect(reminder?.textBody).toContain("au plus tard le mercredi 8 avril 2026 à 17:00");
    expect(reminder?.textBody).toContain("uiterlijk op woensdag 8 april 2026 om 17:00");
    expect(reminder?.textBody).toContain(`http://localhost:3000/provider/homeprojectdetails/${projectId}`);
    // No customer data: the customer's name and e-mail are not in it.
    const row = await projectRow(seeded.database.db, projectId);
    expect(reminder?.textBody).not.toContain(row.customerLastName);
    expect(reminder?.textBody).not.toContain(row.customerEmail);
    // Once per assignment.
    clock.set("2026-04-08T09:00:00+02:00");
    expect(await sweeper.remindOnce()).toBe(0);

    // Wednesday 17:00: rejected automatically, routed to provider 2, whose own working day starts then.
    clock.set("2026-04-08T17:00:30+02:00");
    expect(await sweeper.runOnce()).toBe(1);
    expect(await projectRow(seeded.database.db, projectId)).toMatchObject({ statusId: ProjectStatus.New, providerId: 2 });
    clock.set("2026-04-09T17:00:00+02:00");
    expect(await sweeper.remindOnce()).toBe(0);
    clock.set("2026-04-09T17:00:30+02:00");
    expect(await sweeper.remindOnce()).toBe(1);
    const reminders = await mailsAbout(seeded.database.db, MailTemplate.ProviderAnswerReminder, projectId);
    const assignments = await mailsAbout(seeded.database.db, MailTemplate.ProviderAssignment, projectId);
    expect(reminders.map((m) => m.recipient)).toEqual(assignments.map((m) => m.recipient));
    expect(new Set(reminders.map((m) => m.recipient)).size).toBe(2);
  });

  test("an accepted project is never reminded; one past its deadline is rejected, not reminded", async () => {
    const { deps, clock } = providerDeps(seeded.database.db, "2026-05-04T09:00:00+02:00"); // Monday
    const accepted = (await sendRequest(deps, seeded.places.brussels)).projectId;
    const late = (await sendRequest(deps, seeded.places.brussels)).projectId;
    await acceptProject(deps, 1, accepted);
    // Wednesday 09:00: the answer for `late` was due; the sweeper's pass rejects it first.
    clock.set("2026-05-06T09:00:00+02:00");
    const sweeper = createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier });
    expect(await sweeper.remindOnce()).toBe(0);
    expect(await mailsAbout(seeded.database.db, MailTemplate.ProviderAnswerReminder, accepted)).toEqual([]);
    expect(await mailsAbout(seeded.database.db, MailTemplate.ProviderAnswerReminder, late)).toEqual([]);
  });

  test("two sweepers at once remind each project once, and start() reminds without being asked", async () => {
    const { deps, clock } = providerDeps(seeded.database.db, "2026-06-01T10:00:00+02:00"); // Monday
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await sendRequest(deps, seeded.places.brussels, { CustomerDescription: `Rappel ${i}` })).projectId);
    clock.set("2026-06-02T10:00:00+02:00");
    const a = createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier });
    const b = createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier });
    const [remindedA, remindedB] = await Promise.all([a.remindOnce(), b.remindOnce()]);
    expect(remindedA + remindedB).toBe(ids.length);
    for (const id of ids) expect(await mailsAbout(seeded.database.db, MailTemplate.ProviderAnswerReminder, id)).toHaveLength(1);

    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    clock.set("2026-06-03T10:00:00+02:00");
    a.start(20);
    for (let i = 0; i < 100 && (await mailsAbout(seeded.database.db, MailTemplate.ProviderAnswerReminder, projectId)).length === 0; i++) await Bun.sleep(20);
    await a.stop();
    expect(await mailsAbout(seeded.database.db, MailTemplate.ProviderAnswerReminder, projectId)).toHaveLength(1);
  });
  test("a provider without a mailbox is not reminded: the assignment is marked, and the history says nothing was sent", async () => {
    const { db } = seeded.database;
    const { deps, clock } = providerDeps(db, "2026-06-15T10:00:00+02:00"); // Monday
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    const { providerId } = await projectRow(db, projectId);
    if (providerId === null) throw new Error("the project was not routed");
    const [provider] = await db.select({ contactEmail: providers.contactEmail }).from(providers).where(eq(providers.id, providerId));
    const logins = await db.select({ id: loginUsers.id }).from(loginUsers).where(eq(loginUsers.providerId, providerId));
    const otherProvider = providerId === 1 ? 2 : 1;
    // No contact address and no login: nobody to write to (providerMailbox).
    await db.update(providers).set({ contactEmail: "" }).where(eq(providers.id, providerId));
    await db.update(loginUsers).set({ providerId: otherProvider }).where(eq(loginUsers.providerId, providerId));
    try {
      clock.set("2026-06-16T10:00:30+02:00");
      const sweeper = createDeadlineSweeper({ db, clock, logger: silentLogger, notify: notifier });
      expect(await sweeper.remindOnce()).toBe(1);
      expect(await mailsAbout(db, MailTemplate.ProviderAnswerReminder, projectId)).toEqual([]);
      expect((await projectRow(db, projectId)).providerRemindedFor).not.toBeNull();
      expect(await sweeper.remindOnce()).toBe(0);
      const events = await db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.projectId, projectId));
      expect(events.map((e) => e.action)).not.toContain("provider.reminded");
    } finally {
      await db
        .update(providers)
        .set({ contactEmail: provider?.contactEmail ?? "" })
        .where(eq(providers.id, providerId));
      if (logins.length > 0)
        await db
          .update(loginUsers)
          .set({ providerId })
          .where(
            inArray(
              loginUsers.id,
              logins.map((l) => l.id),
            ),
          );
    }
  });
});

describe("when the sweeper runs again at once", () => {
  const at = (iso: string) => ({ assignedAt: new Date(iso) });
  const dueBefore = (limit: string) => (assignedAt: Date) => assignedAt.getTime() < new Date(limit).getTime();

  test("only after a full batch whose newest project is due: a weekend's full batch waits for the next minute", () => {
    const batch = [at("2026-06-01T10:00:00Z"), at("2026-06-05T10:00:00Z")];
    expect(moreMayBeDue(batch, 2, dueBefore("2026-06-06T00:00:00Z"))).toBe(true);
    expect(moreMayBeDue(batch, 2, dueBefore("2026-06-03T00:00:00Z"))).toBe(false);
    expect(moreMayBeDue(batch, 3, dueBefore("2026-06-06T00:00:00Z"))).toBe(false);
    expect(moreMayBeDue([], 0, () => true)).toBe(false);
  });
});
