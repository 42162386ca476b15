import { describe, expect, test } from "bun:test";
import { asc, eq } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import { mailQueue, networkMorningSummaries } from "@/server/db/schema";
import { attentionCounts } from "@/server/domain/dashboard/attention";
import { morningSummaryDay, summariseMorning } from "@/server/domain/notifications/morning-summary";
import { createDeadlineSweeper } from "@/server/jobs/deadline-sweeper";
import { envSchema } from "@/server/env";
import { silentLogger } from "@/server/logger";
import { testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { notifier, sendRequest } from "../provider/support";

/** docs/product/notifications.md, "The morning summary". Each test lives on its own days: the days' rows stay. */
describe(`the network's morning summary, on ${testDriver}`, () => {
  const seeded = useSeededDatabase();
  const summaries = () => seeded.database.db.select().from(mailQueue).where(eq(mailQueue.template, "network-morning-summary")).orderBy(asc(mailQueue.id));
  const sweeperAt = (moment: string) => {
    const clock = fixedClock(moment);
    return { clock, sweeper: createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier }) };
  };

  test("due each Belgian working day from 8:00 to 18:00 in Brussels: not on a weekend or a public holiday", () => {
    expect(morningSummaryDay(new Date("2026-03-02T07:59:59+01:00"))).toBeNull();
    expect(morningSummaryDay(new Date("2026-03-02T08:00:00+01:00"))).toBe("2026-03-02");
    expect(morningSummaryDay(new Date("2026-03-02T17:59:59+01:00"))).toBe("2026-03-02");
    expect(morningSummaryDay(new Date("2026-03-02T18:00:00+01:00"))).toBeNull();
    // Summer time: 8:00 in Brussels is 6:00 UTC.
    expect(morningSummaryDay(new Date("2026-06-01T06:00:00Z"))).toBe("2026-06-01");
    expect(morningSummaryDay(new Date("2026-06-01T05:59:00Z"))).toBeNull();
    // Saturday, and Easter Monday.
    expect(morningSummaryDay(new Date("2026-03-07T10:00:00+01:00"))).toBeNull();
    expect(morningSummaryDay(new Date("2026-04-06T10:00:00+02:00"))).toBeNull();
  });

  test("a morning nothing waits for the network: no mail, and the day is not looked at again", async () => {
    const { sweeper } = sweeperAt("2026-03-02T08:00:00+01:00");
    expect(Object.values(await attentionCounts(seeded.database.db, new Date("2026-03-02T08:00:00+01:00")))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await sweeper.summariseMorningOnce()).toEqual({ day: "2026-03-02", mailId: null });
    expect(await summariseMorning({ db: seeded.database.db, notify: notifier }, new Date("2026-03-02T09:00:00+01:00"))).toBeNull();
    expect(await summaries()).toEqual([]);
  });

  test("at 8:00 the network mailbox is told, once, which lists wait, with the dashboard's counts and the lists' addresses, French then Dutch", async () => {
    // Monday 2 March, 9:00: a request in Namur, where no provider works (status 8, without provider).
    const { sweeper, clock } = sweeperAt("2026-03-02T09:00:00+01:00");
    const { projectId } = await sendRequest({ db: seeded.database.db, clock }, seeded.places.namur, { CustomerEmail: "namur@example.be" });
    clock.set("2026-03-03T07:59:00+01:00");
    expect(await sweeper.summariseMorningOnce()).toBeNull();
    clock.set("2026-03-03T08:00:00+01:00");
    const counts = await attentionCounts(seeded.database.db, clock.now());
    expect(counts.withoutProvider).toBeGreaterThan(0);
    const outcome = await sweeper.summariseMorningOnce();
    expect(outcome?.day).toBe("2026-03-03");
    // Another process sweeping the same morning finds the day done; so does this one.
    expect(await sweeperAt("2026-03-03T08:01:00+01:00").sweeper.summariseMorningOnce()).toBeNull();
    expect(await sweeper.summariseMorningOnce()).toBeNull();

    const [mail, ...more] = await summaries();
    expect(more).toEqual([]);
    expect(mail?.id).toBe(outcome?.mailId ?? -1);
    expect(mail?.recipient).toBe("network@example.com");
    expect(mail?.language).toBe("fr+nl");
    expect(mail?.projectId).toBeNull();
    expect(mail?.subject).toBe("Point du matin du 3 mars 2026 | Ochtendoverzicht van 3 maart 2026");
    const text = mail?.textBody ?? "";
    // Each list that waits, named as on the dashboard, with its count and address; the empty ones are not named.
    expect(text).toContain(`Sans prestataire\u00a0: ${counts.withoutProvider}\nhttp://localhost:3000/network/homeprojectlist?unassigned=1`);
    expect(text).toContain(`Zonder vakman: ${counts.withoutProvider}\nhttp://localhost:3000/network/homeprojectlist?unassigned=1`);
    expect(text).toContain("Les autres listes sont vides.");
    expect(text).toContain("http://localhost:3000/network/dashboard");
    for (const [name, count] of [
      ["Traitement manuel", counts.manualHandling],
      ["Pas d'accord avec le client", counts.noAgreement],
      ["Prestataires à compléter", counts.providersNotSetUp],
      ["Facture élevée à vérifier", counts.highInvoice],
    ] as const)
      expect(text.includes(`${name}\u00a0:`)).toBe(count > 0);
    // No customer's data: a list's count, never a project.
    expect(text).not.toContain("namur@example.be");
    expect(text).not.toContain(`homeprojectdetails/${projectId}`);
    expect((await seeded.database.db.select().from(networkMorningSummaries).where(eq(networkMorningSummaries.day, "2026-03-03")))[0]?.mailId).toBe(
      mail?.id ?? -1,
    );
  });

  test("turned off (NETWORK_MORNING_SUMMARY=0), a sweeper sends none on a working morning", async () => {
    const clock = fixedClock("2026-03-05T09:00:00+01:00");
    const off = createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier, morningSummary: false });
    expect(await off.summariseMorningOnce()).toBeNull();
    expect(await seeded.database.db.select().from(networkMorningSummaries).where(eq(networkMorningSummaries.day, "2026-03-05"))).toEqual([]);
    expect(envSchema.parse({ NETWORK_MORNING_SUMMARY: "0" }).NETWORK_MORNING_SUMMARY).toBe(false);
    expect(envSchema.parse({}).NETWORK_MORNING_SUMMARY).toBe(true);
  });

  test("two processes at the same moment send one summary", async () => {
    const moment = new Date("2026-03-04T08:00:30+01:00");
    const outcomes = await Promise.all([0, 1, 2].map(() => summariseMorning({ db: seeded.database.db, notify: notifier }, moment)));
    expect(outcomes.filter((o) => o !== null).map((o) => o?.day)).toEqual(["2026-03-04"]);
    expect((await summaries()).filter((m) => m.subject.startsWith("Point du matin du 4 mars"))).toHaveLength(1);
  });
});
