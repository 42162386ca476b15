import { describe, expect, test } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { auditEvents, homeProjects, mailQueue } from "@/server/db/schema";
import { changeProjectProvider } from "@/server/domain/project-status/network-actions";
import { acceptProject } from "@/server/domain/project-status/provider-actions";
import { planVisit } from "@/server/domain/project-status/visit";
import { visitReminderDueAt } from "@/server/domain/project-status/visit-reminder";
import { createDeadlineSweeper } from "@/server/jobs/deadline-sweeper";
import { silentLogger } from "@/server/logger";
import { testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { notifier, projectRow, providerDeps, sendRequest } from "./support";

const reminders = (db: Database, projectId: number) =>
  db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.template, "customer-visit-reminder"), eq(mailQueue.projectId, projectId)))
    .orderBy(asc(mailQueue.id));

/** docs/product/customer-controls.md, "The day before". Each test lives in its own weeks: the sweeper sees every project. */
describe(`the customer is reminded of the visit the day before, on ${testDriver}`, () => {
  const seeded = useSeededDatabase();

  test("at 17:00 in Brussels the day before, once; a moved visit again; in the customer's language; in the project's history", async () => {
    // Monday 2 March 2026.
    const { deps, clock } = providerDeps(seeded.database.db, "2026-03-02T09:00:00+01:00");
    const sweeper = createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier });
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    await acceptProject(deps, 1, projectId);
    await planVisit(deps, 1, { id: projectId, day: "2026-03-04", time: "10:00" });

    for (const moment of ["2026-03-02T17:00:00+01:00", "2026-03-03T16:59:59+01:00"]) {
      clock.set(moment);
      expect(await sweeper.remindVisitsOnce()).toBe(0);
    }
    clock.set("2026-03-03T17:00:00+01:00");
    expect(await sweeper.remindVisitsOnce()).toBe(1);
    expect(await sweeper.remindVisitsOnce()).toBe(0);
    const [reminder, ...more] = await reminders(seeded.database.db, projectId);
    expect(more).toEqual([]);
    expect(reminder?.recipient).toBe("amelie.dubois@example.be");
    expect(reminder?.subject).toBe(`Rappel\u00a0: votre rendez-vous de demain pour la demande n°\u00a0${projectId}`);
    expect(reminder?.textBody).toContain("Brussels Home Experts passe chez vous demain, mercredi 4 mars 2026 à 10:00,");
    expect(reminder?.textBody).toContain("Rue Haute 12, boîte 3, 1000 Bruxelles");
    const events = await seeded.database.db
      .select({ actorType: auditEvents.actorType, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.projectId, projectId), eq(auditEvents.action, "project.visit-reminded")));
    expect(events).toEqual([{ actorType: "system", details: { visitAt: "2026-03-04T09:00:00.000Z" } }]);

    // Moved that evening to Friday: reminded again on Thursday at 17:00, of the new time.
    clock.set("2026-03-03T19:00:00+01:00");
    await planVisit(deps, 1, { id: projectId, day: "2026-03-06", time: "08:30" });
    clock.set("2026-03-05T16:00:00+01:00");
    expect(await sweeper.remindVisitsOnce()).toBe(0);
    clock.set("2026-03-05T17:01:00+01:00");
    expect(await sweeper.remindVisitsOnce()).toBe(1);
    const moved = (await reminders(seeded.database.db, projectId))[1];
    expect(moved?.textBody).toContain("demain, vendredi 6 mars 2026 à 08:30,");
    expect((await projectRow(seeded.database.db, projectId)).visitRemindedFor?.toISOString()).toBe("2026-03-06T07:30:00.000Z");
  });

  test("none for a visit noted after 17:00 the day before, one no longer the customer's, one past, or one the customer asked to change; in Dutch", async () => {
    // Monday 6 April 2026 (Easter Monday: the reminder knows no holidays, a visit is a visit).
    const { deps, clock } = providerDeps(seeded.database.db, "2026-04-06T09:00:00+02:00");
    const sweeper = createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier });
    const late = await sendRequest(deps, seeded.places.brussels, { CustomerEmail: "late@example.be" });
    const replaced = await sendRequest(deps, seeded.places.brussels, { CustomerEmail: "replaced@example.be" });
    const dutch = await sendRequest(deps, seeded.places.brussels, { CustomerEmail: "dutch@example.be", CustomerLanguage: "nl", CustomerName: "Pieter" });
    const past = await sendRequest(deps, seeded.places.brussels, { CustomerEmail: "past@example.be" });
    const otherTime = await sendRequest(deps, seeded.places.brussels, { CustomerEmail: "other.time@example.be" });
    for (const { projectId } of [late, replaced, dutch, past, otherTime]) await acceptProject(deps, 1, projectId);
    // The customer asked for another time and the provider has not moved it yet: no "see you tomorrow".
    await planVisit(deps, 1, { id: otherTime.projectId, day: "2026-04-08", time: "16:00" });
    await seeded.database.db
      .update(homeProjects)
      .set({ visitChangeAskedAt: new Date("2026-04-06T12:00:00+02:00") })
      .where(eq(homeProjects.id, otherTime.projectId));
    // Due on Monday at 17:00, but no sweeper ran before the visit itself: a reminder after it is no reminder.
    await planVisit(deps, 1, { id: past.projectId, day: "2026-04-07", time: "10:00" });
    await planVisit(deps, 1, { id: replaced.projectId, day: "2026-04-08", time: "11:00" });
    await planVisit(deps, 1, { id: dutch.projectId, day: "2026-04-08", time: "14:15" });
    await changeProjectProvider({ ...deps, notify: notifier }, { projectId: replaced.projectId, providerId: 2, userId: 1 });
    // Agreed on Tuesday evening for Wednesday morning: its confirmation has just gone.
    clock.set("2026-04-07T18:30:00+02:00");
    await planVisit(deps, 1, { id: late.projectId, day: "2026-04-08", time: "09:00" });

    expect(await sweeper.remindVisitsOnce()).toBe(1);
    clock.set("2026-04-08T09:30:00+02:00");
    expect(await sweeper.remindVisitsOnce()).toBe(0);
    expect(await reminders(seeded.database.db, late.projectId)).toEqual([]);
    expect(await reminders(seeded.database.db, replaced.projectId)).toEqual([]);
    expect(await reminders(seeded.database.db, past.projectId)).toEqual([]);
    expect(await reminders(seeded.database.db, otherTime.projectId)).toEqual([]);
    const [reminder] = await reminders(seeded.database.db, dutch.projectId);
    expect(reminder?.subject).toBe(`Herinnering: uw afspraak van morgen voor aanvraag nr. ${dutch.projectId}`);
    expect(reminder?.textBody).toContain("Beste Pieter,");
    expect(reminder?.textBody).toContain("Brussels Home Experts komt morgen, woensdag 8 april 2026 om 14:15, bij u langs");
  });

  test("the day before a visit after the change to summer time: 17:00 that Sunday, the query and the rule agree; two sweepers remind once", async () => {
    // Belgium moves to summer time on Sunday 29 March 2026. A visit on Monday 30 March, 09:00.
    expect(visitReminderDueAt(new Date("2026-03-30T07:00:00Z")).toISOString()).toBe("2026-03-29T15:00:00.000Z");
    const { deps, clock } = providerDeps(seeded.database.db, "2026-03-26T10:00:00+01:00");
    const { projectId } = await sendRequest(deps, seeded.places.brussels, { CustomerEmail: "summer@example.be" });
    await acceptProject(deps, 1, projectId);
    await planVisit(deps, 1, { id: projectId, day: "2026-03-30", time: "09:00" });
    const sweepers = [1, 2].map(() => createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier }));
    clock.set("2026-03-29T14:59:59Z");
    expect(await sweepers[0]?.remindVisitsOnce()).toBe(0);
    clock.set("2026-03-29T15:00:00Z");
    const counts = await Promise.all(sweepers.map((s) => s.remindVisitsOnce()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminders(seeded.database.db, projectId)).toHaveLength(1);
    const [row] = await seeded.database.db.select({ remindedFor: homeProjects.visitRemindedFor }).from(homeProjects).where(eq(homeProjects.id, projectId));
    expect(row?.remindedFor?.toISOString()).toBe("2026-03-30T07:00:00.000Z");
  });
});
