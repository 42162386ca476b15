import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { checkStorage, fixStorage } from "@/server/db/check/check";
import { homeProjectFiles, homeProjects } from "@/server/db/schema";
import { createLocalStorage } from "@/server/storage/local-storage";
import { createTestDatabase, testDriver, type TestDatabase, writeMigratedPgliteFolder } from "../../support/database";
import { postalAreaId, seedForApi } from "../../support/fixtures";
import { insertProject } from "../../support/projects";
import { minimalPdf, onePixelPng } from "../../support/sample-files";

const root = resolve(import.meta.dir, "../../..");

/**
 * `bun run db:check` as an operator runs it: a real process against a real database (a PGlite
 * folder, or a fresh Postgres database) and the uploads folder of DATA_DIR.
 */
describe(`db:check on ${testDriver}`, () => {
  let dataDir: string;
  let database: TestDatabase | DatabaseHandle;
  let databaseUrl: string | undefined;
  let uploads: string;
  const storage = () => createLocalStorage(uploads);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hs-dbcheck-"));
    uploads = join(dataDir, "uploads");
    if (testDriver === "postgres") {
      database = await createTestDatabase();
      databaseUrl = (database as TestDatabase).url;
    } else {
      await writeMigratedPgliteFolder(join(dataDir, "pglite"));
      database = await openDatabase({ pgliteDir: join(dataDir, "pglite") });
    }
    await seedForApi(database.db);
  }, 60_000);

  afterAll(async () => {
    if ("dispose" in database) await database.dispose();
    else await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the CLI; PGlite allows one process on a folder, so the test's handle is closed around it. */
  async function cli(...args: string[]) {
    if (!databaseUrl) await database.close();
    const child = Bun.spawn(["bun", "src/server/db/check/cli.ts", ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" },
      stdout: "pipe",
      stderr: "pipe",
    });
    const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
    if (!databaseUrl) {
      database = await openDatabase({ pgliteDir: join(dataDir, "pglite") });
    }
    return { stdout, stderr, code };
  }

  async function newProject() {
    return insertProject(database.db, { postalAreaId: await postalAreaId(database.db, "1000", "Bruxelles") });
  }

  test("a clean database and storage: exit 0", async () => {
    const projectId = await newProject();
    const name = `${randomUUID()}-photo.png`;
    await storage().put(name, onePixelPng, "image/png");
    await database.db.insert(homeProjectFiles).values({ projectId, fileName: name, contentType: "image/png", sizeBytes: onePixelPng.byteLength });
    const run = await cli();
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("Storage and database agree.");
    expect(run.code).toBe(0);
  }, 60_000);

  test("both directions are found and reported; --fix deletes the orphans and removes the rows without files", async () => {
    const projectId = await newProject();
    const invoiceProject = await newProject();
    const keptInvoiceProject = await newProject();
    const orphanFile = `${randomUUID()}-lost.png`;
    const orphanInvoice = `${randomUUID()}-facture.pdf`;
    const missingFile = `${randomUUID()}-gone.jpg`;
    const missingInvoice = `${randomUUID()}-invoice.pdf`;
    const keptInvoice = `${randomUUID()}-kept.pdf`;
    await storage().put(orphanFile, onePixelPng, "image/png");
    await storage().put(orphanInvoice, minimalPdf(), "application/pdf");
    await storage().put(keptInvoice, minimalPdf(), "application/pdf");
    await database.db.insert(homeProjectFiles).values({ projectId, fileName: missingFile, contentType: "image/jpeg", sizeBytes: 10 });
    await database.db.update(homeProjects).set({ statusId: 5, providerInvoiceFileName: missingInvoice }).where(eq(homeProjects.id, invoiceProject));
    await database.db.update(homeProjects).set({ statusId: 5, providerInvoiceFileName: keptInvoice }).where(eq(homeProjects.id, keptInvoiceProject));

    const report = await checkStorage(database.db, storage());
    expect(report.orphanFiles).toEqual([orphanFile, orphanInvoice].sort());
    expect(report.missingFiles.map((r) => [r.projectId, r.fileName])).toEqual([[projectId, missingFile]]);
    expect(report.missingInvoices).toEqual([{ projectId: invoiceProject, fileName: missingInvoice }]);

    const check = await cli();
    expect(check.code).toBe(1);
    for (const name of [orphanFile, orphanInvoice, missingFile, missingInvoice]) expect(check.stdout).toContain(name);
    expect(check.stdout).not.toContain(keptInvoice);
    // Reporting changes nothing.
    expect(existsSync(join(uploads, orphanFile))).toBe(true);

    const fixed = await cli("--fix");
    expect(fixed.stderr).toBe("");
    expect(fixed.code).toBe(0);
    expect(fixed.stdout).toContain("2 orphan file(s) deleted, 1 file row(s) removed, 1 invoice name(s) cleared");
    expect(existsSync(join(uploads, orphanFile))).toBe(false);
    expect(existsSync(join(uploads, keptInvoice))).toBe(true);
    expect(await database.db.select().from(homeProjectFiles).where(eq(homeProjectFiles.fileName, missingFile))).toEqual([]);
    const [cleared] = await database.db.select().from(homeProjects).where(eq(homeProjects.id, invoiceProject));
    expect(cleared?.providerInvoiceFileName).toBeNull();
    const [kept] = await database.db.select().from(homeProjects).where(eq(homeProjects.id, keptInvoiceProject));
    expect(kept?.providerInvoiceFileName).toBe(keptInvoice);

    const again = await cli();
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("Storage and database agree.");
  }, 90_000);

  test("fixStorage never deletes a name that is not ours", async () => {
    const fixed = await fixStorage(database.db, storage(), { orphanFiles: ["../../etc/passwd"], missingFiles: [], missingInvoices: [] });
    expect(fixed.deletedFiles).toBe(0);
  });
});
