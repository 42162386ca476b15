import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { auditEvents, homeProjectFiles, homeProjects, mailQueue, rateLimitCounters } from "@/server/db/schema";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { createRetentionJob, retentionCutoff } from "@/server/jobs/retention";
import { renderMail } from "@/server/mail/compose";
import { enqueueMail } from "@/server/mail/queue";
import { silentLogger, type Logger } from "@/server/logger";
import { createLocalStorage } from "@/server/storage/local-storage";
import { testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { insertProject } from "../../support/projects";
import { onePixelPng } from "../../support/sample-files";
import { temporaryFolder } from "../../support/temporary-folders";

// A shared, busy machine: SMTP round trips may take seconds.
setDefaultTimeout(60_000);

describe(`retention job on ${testDriver}`, () => {
  const now = new Date("2029-06-15T02:00:00Z");
  const clock = fixedClock(now);
  const storage = createLocalStorage(temporaryFolder("hs-retention-"));

  const seeded = useSeededDatabase();

  const monthsAgo = (months: number, plusMs = 0) => new Date(retentionCutoff(now, months).getTime() + plusMs);
  const project = async (statusId: number, createdAt: Date, updatedAt: Date, name: string) => {
    const id = await insertProject(
      seeded.database.db,
      { postalAreaId: seeded.places.brussels, statusId, customerFirstName: name, customerEmail: `${name.toLowerCase()}@example.be` },
      createdAt,
    );
    await seeded.database.db.update(homeProjects).set({ updatedAt }).where(eq(homeProjects.id, id));
    return id;
  };

  test("erases exactly the projects past the period (default 36 months), logs counts only, dry run changes nothing", async () => {
    const day = 24 * 3600_000;
    const due = {
      completedLongAgo: await project(ProjectStatus.Completed, monthsAgo(48), monthsAgo(36, -day), "Dueone"),
      cancelledLongAgo: await project(ProjectStatus.Cancelled, monthsAgo(40), monthsAgo(36, -60_000), "Duetwo"),
      neverFinished: await project(ProjectStatus.Accepted, monthsAgo(36, -day), monthsAgo(1), "Duethree"),
      noAgreementOld: await project(ProjectStatus.NoAgreement, monthsAgo(37), monthsAgo(37), "Duefour"),
    };
    const kept = {
      completedRecently: await project(ProjectStatus.Completed, monthsAgo(48), monthsAgo(36, day), "Keepone"),
      openYoung: await project(ProjectStatus.New, monthsAgo(36, day), monthsAgo(36, day), "Keeptwo"),
      cancelledYesterday: await project(ProjectStatus.Cancelled, monthsAgo(2), new Date(now.getTime() - day), "Keepthree"),
    };
    const fileName = "0b3e0a56-3a4f-4b59-9a53-5c6b1f0e7d11-photo.png";
    await storage.put(fileName, onePixelPng, "image/png");
    await seeded.database.db
      .insert(homeProjectFiles)
      .values({ projectId: due.completedLongAgo, fileName, contentType: "image/png", sizeBytes: onePixelPng.byteLength });
    // An erasure confirmation that could not be sent for more than a week is forgotten.
    const stuck = await enqueueMail(seeded.database.db, {
      template: "customer-data-erased",
      language: "fr",
      recipient: "stuck@example.be",
      mail: renderMail({ language: "fr", subject: "x", blocks: [] }),
      now: new Date(now.getTime() - 8 * day),
      forgetAfterSend: true,
      unsubscribe: { projectId: due.completedLongAgo, language: "fr", publicUrl: "https://services.example.be" },
    });

    // A rate-limit counter whose window ended, and one still counting (a hash of a client address each).
    await seeded.database.db.insert(rateLimitCounters).values([
      { scope: "customer-action", key: "expired-hash", count: 3, expiresAt: new Date(Date.now() - 60_000) },
      { scope: "customer-action", key: "live-hash", count: 1, expiresAt: new Date(Date.now() + 3_600_000) },
    ]);

    const lines: string[] = [];
    const logger: Logger = {
      info: (e, f) => lines.push(JSON.stringify({ e, ...f })),
      warn: () => {},
      error: (e, f) => lines.push(JSON.stringify({ e, ...f })),
    };
    const job = createRetentionJob({ db: seeded.database.db, clock, logger, storage, retentionMonths: 36 });

    expect(await job.runOnce({ dryRun: true })).toEqual({ projects: 4, mails: 1, rateLimitCounters: 1, failed: 0 });
    const untouched = await seeded.database.db
      .select()
      .from(homeProjects)
      .where(inArray(homeProjects.id, Object.values(due)));
    expect(untouched.every((p) => p.personalDataErasedAt === null && p.customerFirstName.startsWith("Due"))).toBe(true);

    expect(await job.runOnce()).toEqual({ projects: 4, mails: 1, rateLimitCounters: 1, failed: 0 });
    const rows = await seeded.database.db
      .select()
      .from(homeProjects)
      .where(inArray(homeProjects.id, [...Object.values(due), ...Object.values(kept)]));
    for (const row of rows) {
      const isDue = Object.values(due).includes(row.id);
      expect({ id: row.id, erased: row.personalDataErasedAt !== null, name: row.customerFirstName }).toEqual({
        id: row.id,
        erased: isDue,
        name: isDue ? "—" : row.customerFirstName,
      });
      if (!isDue) expect(row.customerFirstName.startsWith("Keep")).toBe(true);
    }
    expect(await storage.get(fileName)).toBeUndefined();
    const audit = await seeded.database.db.select().from(auditEvents).where(eq(auditEvents.action, "retention.erase"));
    expect(audit.map((a) => a.projectId).sort()).toEqual(Object.values(due).sort());
    expect(audit.every((a) => a.actorType === "system")).toBe(true);
    const [mail] = await seeded.database.db.select().from(mailQueue).where(eq(mailQueue.id, stuck));
    expect(mail).toMatchObject({ recipient: "—", textBody: "", listUnsubscribeUrl: null });
    const counters = await seeded.database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(counters.map((c) => c.key)).toEqual(["live-hash"]);

    // Counts only in the log: no name, no address.
    expect(lines.join("\n")).not.toMatch(/Due|Keep|@|stuck/i);
    expect(lines.some((l) => l.includes('"projects":4'))).toBe(true);

    // Nothing left to do.
    expect(await job.runOnce()).toEqual({ projects: 0, mails: 0, rateLimitCounters: 0, failed: 0 });
  });

  test("the period comes from configuration, and two instances at once erase each project once", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await project(ProjectStatus.Completed, monthsAgo(30), monthsAgo(13), `Twelve${i}`));
    const job36 = createRetentionJob({ db: seeded.database.db, clock, logger: silentLogger, storage, retentionMonths: 36 });
    expect((await job36.runOnce({ dryRun: true })).projects).toBe(0);

    const other: DatabaseHandle | undefined = seeded.database.url ? await openDatabase({ url: seeded.database.url, poolSize: 3 }) : undefined;
    try {
      const a = createRetentionJob({ db: seeded.database.db, clock, logger: silentLogger, storage, retentionMonths: 12, batchSize: 3 });
      const b = createRetentionJob({ db: other?.db ?? seeded.database.db, clock, logger: silentLogger, storage, retentionMonths: 12, batchSize: 3 });
      // The eight, plus two of the first test now past twelve months.
      expect((await a.runOnce({ dryRun: true })).projects).toBe(10);
      const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(ra.projects + rb.projects).toBe(10);
      const audit = await seeded.database.db.select().from(auditEvents).where(inArray(auditEvents.projectId, ids));
      expect(audit.filter((e) => e.action === "retention.erase").length).toBe(8);
    } finally {
      await other?.close();
    }
  });
});
