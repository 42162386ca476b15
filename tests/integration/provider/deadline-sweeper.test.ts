import { describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { getProviderProject } from "@/server/domain/projects/provider-project";
import { createDeadlineSweeper } from "@/server/jobs/deadline-sweeper";
import { silentLogger } from "@/server/logger";
import { capturingLogger } from "../../support/capturing-logger";
import { testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { notifier, projectRow, providerDeps, rejectsOf, sendRequest } from "./support";

describe(`response deadline sweeper on ${testDriver}`, () => {
  const seeded = useSeededDatabase();

  test("assigned Friday 17:00 before Easter Monday: auto-rejected Wednesday 17:00, re-routed, then status 3", async () => {
    // 2026-04-03 is Good Friday (a working day in Belgium); Monday 6 April is Easter Monday.
    const { deps, clock } = providerDeps(seeded.database.db, "2026-04-03T17:00:00+02:00");
    const log = capturingLogger();
    const sweeper = createDeadlineSweeper({ db: seeded.database.db, clock, logger: log.logger, notify: notifier });
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    expect(await projectRow(seeded.database.db, projectId)).toMatchObject({ statusId: ProjectStatus.New, providerId: 1 });

    for (const moment of ["2026-04-06T23:59:00+02:00", "2026-04-07T17:00:00+02:00", "2026-04-08T16:59:59+02:00"]) {
      clock.set(moment);
      expect(await sweeper.runOnce()).toBe(0);
      expect((await projectRow(seeded.database.db, projectId)).providerId).toBe(1);
    }

    clock.set("2026-04-08T17:00:30+02:00");
    expect(await sweeper.runOnce()).toBe(1);
    let row = await projectRow(seeded.database.db, projectId);
    expect(row).toMatchObject({ statusId: ProjectStatus.New, providerId: 2 });
    expect(row.providerAssignedAt?.toISOString()).toBe(new Date("2026-04-08T17:00:30+02:00").toISOString());
    expect((await rejectsOf(seeded.database.db, projectId)).map((r) => [r.providerId, r.isAutoRejected])).toEqual([[1, true]]);
    // One line once committed, with ids only.
    expect(log.lines().filter((line) => line.event === "deadline.auto-rejected")).toEqual([
      expect.objectContaining({ level: "info", projectId, providerId: 1, nextProviderId: 2, statusId: ProjectStatus.New }),
    ]);
    // Provider 1's page for it says the deadline passed, not "not found" nor "you refused it".
    expect(await getProviderProject(seeded.database.db, 1, projectId, "fr")).toEqual({ project: null, left: "deadline" });
    // Running again the same minute changes nothing.
    expect(await sweeper.runOnce()).toBe(0);

    // Provider 2 has until Friday 10 April 17:00:30.
    clock.set("2026-04-10T17:00:00+02:00");
    expect(await sweeper.runOnce()).toBe(0);
    clock.set("2026-04-10T17:01:00+02:00");
    expect(await sweeper.runOnce()).toBe(1);
    row = await projectRow(seeded.database.db, projectId);
    expect(row).toMatchObject({ statusId: ProjectStatus.Rejected, providerId: null });
    expect((await rejectsOf(seeded.database.db, projectId)).map((r) => [r.providerId, r.isAutoRejected])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(await sweeper.runOnce()).toBe(0);
  });

  test("an assignment time written by SQL, with microseconds (an import, a restore), is swept like one the app wrote", async () => {
    const { deps, clock } = providerDeps(seeded.database.db, "2026-06-01T09:00:00+02:00");
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    await seeded.database.db.execute(
      sql`update home_projects set provider_assigned_at = '2026-06-01T09:00:00.123456+02:00'::timestamptz where id = ${projectId}`,
    );
    clock.set("2026-06-03T09:01:00+02:00");
    const sweeper = createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier });
    expect(await sweeper.runOnce()).toBe(1);
    expect((await rejectsOf(seeded.database.db, projectId)).map((r) => [r.providerId, r.isAutoRejected])).toEqual([[1, true]]);
    // Out of the later tests' sweeps: the provider it went to next accepts it.
    const { acceptProject } = await import("@/server/domain/project-status/provider-actions");
    await acceptProject(deps, (await projectRow(seeded.database.db, projectId)).providerId ?? 0, projectId);
  });

  test("an accepted or rejected project is left alone", async () => {
    const { deps, clock } = providerDeps(seeded.database.db, "2026-05-04T09:00:00+02:00");
    const { acceptProject } = await import("@/server/domain/project-status/provider-actions");
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    await acceptProject(deps, 1, projectId);
    clock.set("2026-05-20T09:00:00+02:00");
    const sweeper = createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier });
    await sweeper.runOnce();
    expect(await projectRow(seeded.database.db, projectId)).toMatchObject({ statusId: ProjectStatus.Accepted, providerId: 1 });
    expect(await rejectsOf(seeded.database.db, projectId)).toEqual([]);
  });

  test("two sweepers running at once handle each due project once", async () => {
    const { deps, clock } = providerDeps(seeded.database.db, "2026-07-17T15:00:00+02:00"); // Friday before 21 July (Tuesday)
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await sendRequest(deps, seeded.places.brussels, { CustomerDescription: `Demande ${i}` })).projectId);
    // A second process: its own connection pool on Postgres (PGlite has one connection).
    const other: DatabaseHandle | undefined = seeded.database.url ? await openDatabase({ url: seeded.database.url, poolSize: 3 }) : undefined;
    try {
      // Due Wednesday 22 July 15:00 (Monday 20 is 1, Tuesday 21 is a holiday, Wednesday is 2).
      clock.set("2026-07-22T14:59:00+02:00");
      const a = createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier });
      const b = createDeadlineSweeper({ db: other?.db ?? seeded.database.db, clock, logger: silentLogger, notify: notifier });
      expect(await a.runOnce()).toBe(0);
      clock.set("2026-07-22T15:00:00+02:00");
      const [handledA, handledB] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(handledA + handledB).toBe(ids.length);
      for (const id of ids) {
        expect((await rejectsOf(seeded.database.db, id)).map((r) => [r.providerId, r.isAutoRejected])).toEqual([[1, true]]);
        expect(await projectRow(seeded.database.db, id)).toMatchObject({ statusId: ProjectStatus.New, providerId: 2 });
      }
    } finally {
      await other?.close();
    }
  });

  test("start() runs at once and every interval; stop() waits for the run in progress", async () => {
    const { deps, clock } = providerDeps(seeded.database.db, "2026-11-10T10:00:00+01:00"); // Tuesday before 11 November
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    clock.set("2026-11-13T10:00:00+01:00"); // Thursday 12 is 1, Friday 13 is 2
    const sweeper = createDeadlineSweeper({ db: seeded.database.db, clock, logger: silentLogger, notify: notifier });
    sweeper.start(20);
    for (let i = 0; i < 100 && (await projectRow(seeded.database.db, projectId)).providerId === 1; i++) await Bun.sleep(20);
    await sweeper.stop();
    expect(await projectRow(seeded.database.db, projectId)).toMatchObject({ providerId: 2 });
  });
});
