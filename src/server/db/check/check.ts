import { inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { homeProjectFiles, homeProjects } from "../schema";
import type { FileStorage } from "../../storage/storage";

/** What `db:check` found: stored files without a row, and rows whose file is gone. */
export interface StorageCheckReport {
  /** Files in storage that no `home_project_files.file_name` nor invoice name points at. */
  orphanFiles: string[];
  /** `home_project_files` rows whose file is missing from storage. */
  missingFiles: { id: number; projectId: number; fileName: string }[];
  /** Projects whose `provider_invoice_file_name` is missing from storage. */
  missingInvoices: { projectId: number; fileName: string }[];
}

export interface StorageFixReport {
  deletedFiles: number;
  deletedFileRows: number;
  clearedInvoices: number;
}

/**
 * Compares the storage listing with the database, both ways. Read-only. Storage is listed before
 * the rows are read, so a file whose row is written after the listing is never called missing;
 * an upload caught between its file write and its row commit can show as an orphan, so `--fix`
 * is best run when no uploads are in flight (or run the check twice and fix what both report).
 */
export async function checkStorage(db: Database, storage: FileStorage): Promise<StorageCheckReport> {
  const stored = new Set(await storage.list());
  const fileRows = await db
    .select({ id: homeProjectFiles.id, projectId: homeProjectFiles.projectId, fileName: homeProjectFiles.fileName })
    .from(homeProjectFiles);
  const invoiceRows = await db
    .select({ projectId: homeProjects.id, fileName: sql<string>`${homeProjects.providerInvoiceFileName}` })
    .from(homeProjects)
    .where(isNotNull(homeProjects.providerInvoiceFileName));
  const known = new Set<string>([...fileRows.map((r) => r.fileName), ...invoiceRows.map((r) => r.fileName)]);
  return {
    orphanFiles: [...stored].filter((name) => !known.has(name)).sort(),
    missingFiles: fileRows.filter((r) => !stored.has(r.fileName)).sort((a, b) => a.id - b.id),
    missingInvoices: invoiceRows.filter((r) => !stored.has(r.fileName)).sort((a, b) => a.projectId - b.projectId),
  };
}

/** Deletes orphan files and removes rows that point at missing files (an invoice name is cleared). */
export async function fixStorage(db: Database, storage: FileStorage, report: StorageCheckReport): Promise<StorageFixReport> {
  let deletedFiles = 0;
  for (const name of report.orphanFiles) {
    try {
      await storage.delete(name);
      deletedFiles++;
    } catch {
      // A name that is not ours (storage refuses it) is reported, never deleted blindly.
    }
  }
  let deletedFileRows = 0;
  let clearedInvoices = 0;
  await db.transaction(async (tx) => {
    if (report.missingFiles.length) {
      const gone = await tx
        .delete(homeProjectFiles)
        .where(
          inArray(
            homeProjectFiles.id,
            report.missingFiles.map((r) => r.id),
          ),
        )
        .returning({ id: homeProjectFiles.id });
      deletedFileRows = gone.length;
    }
    for (const invoice of report.missingInvoices) {
      const cleared = await tx
        .update(homeProjects)
        .set({ providerInvoiceFileName: null })
        .where(sql`${homeProjects.id} = ${invoice.projectId} and ${homeProjects.providerInvoiceFileName} = ${invoice.fileName}`)
        .returning({ id: homeProjects.id });
      clearedInvoices += cleared.length;
    }
  });
  return { deletedFiles, deletedFileRows, clearedInvoices };
}

export function formatReport(report: StorageCheckReport): string {
  const lines: string[] = [];
  lines.push(`Files in storage without a database row: ${report.orphanFiles.length}`);
  for (const name of report.orphanFiles) lines.push(`  orphan file  ${name}`);
  lines.push(`Project files whose file is missing: ${report.missingFiles.length}`);
  for (const row of report.missingFiles) lines.push(`  missing file  project ${row.projectId}  row ${row.id}  ${row.fileName}`);
  lines.push(`Invoices whose file is missing: ${report.missingInvoices.length}`);
  for (const row of report.missingInvoices) lines.push(`  missing invoice  project ${row.projectId}  ${row.fileName}`);
  return lines.join("\n");
}

export function isClean(report: StorageCheckReport): boolean {
  return report.orphanFiles.length === 0 && report.missingFiles.length === 0 && report.missingInvoices.length === 0;
}
