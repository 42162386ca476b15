import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { asc, eq, inArray } from "drizzle-orm";
import postgres from "postgres";
import { type DatabaseHandle, newPgliteClient, openDatabase } from "@/server/db/client";
import { auditEvents, homeProjectFiles, homeProjects } from "@/server/db/schema";
import { eraseMyData } from "@/server/domain/customer-controls/erase";
import { addFilesToProject } from "@/server/domain/files/service";
import { capturingLogger } from "../../support/capturing-logger";
import { testDriver, withDatabase } from "../../support/database";
import { onePixelPng } from "../../support/sample-files";
import { testDatabaseName } from "../../support/test-database-names";
import { customerControlsSetup, notifier, post, publicUrl, sendRequest } from "./support";

const root = resolve(import.meta.dir, "../../..");

// pg_dump, pg_restore and two runs of the command on a shared, busy machine.
setDefaultTimeout(120_000);

/**
 * docs/product/retention.md, "Copies outside the database": a backup taken before some erasures
 * is restored (pg_dump / pg_restore on Postgres; a copy of the data folder on PGlite, with the
 * uploads), and `bun run db:redo-erasures` reads the erasures back from the application's log.
 */
describe(`db:redo-erasures after a restore, on ${testDriver}`, () => {
  const setup = customerControlsSetup();
  const dataDir = mkdtempSync(join(tmpdir(), "hs-restore-"));
  let restoredUrl: string | undefined;

  afterAll(async () => {
    if (restoredUrl && process.env.TEST_POSTGRES_URL) {
      const admin = postgres(process.env.TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${new URL(restoredUrl).pathname.slice(1)}" with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The whole database as the operator's backup holds it. */
  async function takeBackup(): Promise<Blob | string> {
    const url = setup.database.url;
    if (!url) {
      const dump = await setup.database.dumpPglite?.();
      if (!dump) throw new Error("no PGlite dump");
      return dump;
    }
    const file = join(dataDir, "backup.dump");
    const run = Bun.spawnSync(["pg_dump", "--format=custom", `--file=${file}`, url], { stderr: "pipe" });
    if (run.exitCode !== 0) throw new Error(`pg_dump: ${run.stderr.toString()}`);
    return file;
  }

  /** Restores the backup where the command will look: a new Postgres database, or DATA_DIR/pglite. */
  async function restore(backup: Blob | string): Promise<void> {
    if (typeof backup !== "string") {
      const client = await newPgliteClient({ dir: join(dataDir, "pglite"), dump: backup });
      await client.close();
      return;
    }
    const admin = postgres(process.env.TEST_POSTGRES_URL ?? "", { max: 1, onnotice: () => {} });
    const name = testDatabaseName();
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    restoredUrl = withDatabase(process.env.TEST_POSTGRES_URL ?? "", name);
    const run = Bun.spawnSync(["pg_restore", "--clean", "--if-exists", "--no-owner", `--dbname=${restoredUrl}`, backup], { stderr: "pipe" });
    if (run.exitCode !== 0) throw new Error(`pg_restore: ${run.stderr.toString()}`);
  }

  /** Reads the restored database; closed before the command runs (a PGlite folder has one owner). */
  async function inRestored<T>(read: (db: DatabaseHandle["db"]) => Promise<T>): Promise<T> {
    const handle = await openDatabase(restoredUrl ? { url: restoredUrl, poolSize: 1 } : { pgliteDir: join(dataDir, "pglite") });
    try {
      return await read(handle.db);
    } finally {
      await handle.close();
    }
  }

  async function redoErasures(...args: string[]) {
    const child = Bun.spawn(["bun", "src/server/jobs/redo-erasures-cli.ts", ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: restoredUrl ?? "", LOG_LEVEL: "warn" },
      stdout: "pipe",
      stderr: "pipe",
    });
    const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
    return { stdout, stderr, code };
  }

  test("two erasures made after the backup come back with it; the log's lines erase them again, photo included, once; another request is left alone", async () => {
    const byCustomer = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: "restauree.cliente@example.be" });
    await addFilesToProject({ db: setup.db, clock: setup.app.clock, storage: setup.app.storage }, byCustomer.projectId, byCustomer.uploadToken, [
      { name: "fuite-cave.png", bytes: onePixelPng },
    ]);
    const byNetwork = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: "restaure.reseau@example.be" });
    const kept = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: "garde@example.be" });
    for (const sent of [byCustomer, byNetwork, kept]) expect((await post(setup.app.request, sent.token, "withdraw")).status).toBe(200);
    const [photo] = await setup.db.select().from(homeProjectFiles).where(eq(homeProjectFiles.projectId, byCustomer.projectId));
    if (!photo) throw new Error("the photo was not stored");

    const backup = await takeBackup();
    // After the backup: the customer erases, then the network erases for another customer; the log is the production logger's.
    const log = capturingLogger();
    const deps = { db: setup.db, clock: setup.app.clock, storage: setup.app.storage, publicUrl, notify: notifier, logger: log.logger };
    await eraseMyData(deps, { by: "customer", token: byCustomer.token });
    await eraseMyData(deps, { by: "network", projectId: byNetwork.projectId, userId: 1 });

    await restore(backup);
    // The files are restored with the database (docs/operations.md, "Backups").
    mkdirSync(join(dataDir, "uploads"), { recursive: true });
    writeFileSync(join(dataDir, "uploads", photo.fileName), onePixelPng);
    const emails = () =>
      inRestored((db) =>
        db
          .select({ id: homeProjects.id, email: homeProjects.customerEmail })
          .from(homeProjects)
          .where(inArray(homeProjects.id, [byCustomer.projectId, byNetwork.projectId, kept.projectId]))
          .orderBy(asc(homeProjects.id)),
      );
    expect((await emails()).map((p) => p.email)).toEqual(["restauree.cliente@example.be", "restaure.reseau@example.be", "garde@example.be"]);

    const logFile = join(dataDir, "app.log");
    writeFileSync(logFile, `Listening on :3000 (a line from another program)\n${log.text()}`);
    const dry = await redoErasures("--dry-run", logFile);
    expect(dry.stdout).toContain("2 erased request(s) named in the logs; 1 line(s) not JSON, skipped.");
    expect(dry.stdout).toContain("2 would be erased again, 0 already erased, 0 not in this database, 0 failed.");
    expect((await emails()).map((p) => p.email)).toContain("restauree.cliente@example.be");

    const run = await redoErasures(logFile);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("2 erased again, 0 already erased, 0 not in this database, 0 failed.");
    expect(run.code).toBe(0);
    expect((await emails()).map((p) => p.email)).toEqual(["—", "—", "garde@example.be"]);
    expect(existsSync(join(dataDir, "uploads", photo.fileName))).toBe(false);
    const events = await inRestored((db) =>
      db
        .select({ projectId: auditEvents.projectId, actorType: auditEvents.actorType })
        .from(auditEvents)
        .where(eq(auditEvents.action, "restore.erase"))
        .orderBy(asc(auditEvents.projectId)),
    );
    expect(events).toEqual([
      { projectId: byCustomer.projectId, actorType: "system" },
      { projectId: byNetwork.projectId, actorType: "system" },
    ]);
    // No personal data on the command's output.
    expect(run.stdout).not.toContain("@example.be");

    const again = await redoErasures(logFile);
    expect(again.stdout).toContain("0 erased again, 2 already erased, 0 not in this database, 0 failed.");
    expect(again.code).toBe(0);
  });

  test("without a log file, or with one that cannot be read, nothing is done: exit 2 and why", async () => {
    const none = await redoErasures();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("Name the log files written since the backup");
    const missing = await redoErasures(join(dataDir, "no-such.log"));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("cannot be read (ENOENT)");
  });
});
