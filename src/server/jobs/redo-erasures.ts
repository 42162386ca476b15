import { eq } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { homeProjects } from "../db/schema";
import { erasePersonalData, erasureLogEvent } from "../domain/customer-controls/erase";
import { deleteStoredFiles } from "../domain/files/service";
import { describeError, type Logger } from "../logger";
import type { FileStorage } from "../storage/storage";

/**
 * After a restore from a backup older than some erasures (docs/product/retention.md, "Copies
 * outside the database"): the erasures by customers and the network are read back from the logs
 * (`personal-data.erased` lines, JSON) and done again. The retention job's own erasures come back
 * by running it.
 */
export interface ErasuresInLog {
  /** Project numbers of the erasure lines, each once, in the order first met. */
  projectIds: number[];
  /** Lines that are not one JSON object (pretty-printed logs, other programs' output): skipped. */
  unreadableLines: number;
}

export function erasuresInLog(text: string): ErasuresInLog {
  const ids = new Set<number>();
  let unreadableLines = 0;
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(trimmed);
    } catch {
      unreadableLines += 1;
      continue;
    }
    if (typeof entry !== "object" || entry === null) {
      unreadableLines += 1;
      continue;
    }
    const { event, projectId } = entry as { event?: unknown; projectId?: unknown };
    if (event === erasureLogEvent && Number.isSafeInteger(projectId) && (projectId as number) > 0) ids.add(projectId as number);
  }
  return { projectIds: [...ids], unreadableLines };
}

export interface RedoErasuresResult {
  /** Erased by this run (or that would be, in a dry run). */
  erased: number;
  /** Erased already: the backup was younger than the erasure, or an earlier run redid it. */
  alreadyErased: number;
  /** Not in the database: the backup is older than the request itself. */
  unknown: number;
  failed: number;
}

/**
 * Erases again, as the customer's erasure did, each listed project whose personal data is back.
 * Acted by `system`, audit action `restore.erase`; no mail (the customer was told at the time).
 * Each project in its own transaction, so one failure leaves the others done. Logs counts only.
 */
export async function redoErasures(
  deps: { db: Database; clock: Clock; logger: Logger; storage: FileStorage },
  projectIds: number[],
  options: { dryRun?: boolean } = {},
): Promise<RedoErasuresResult> {
  const result: RedoErasuresResult = { erased: 0, alreadyErased: 0, unknown: 0, failed: 0 };
  const now = deps.clock.now();
  for (const projectId of projectIds) {
    try {
      const outcome = await deps.db.transaction(async (tx) => {
        const [project] = await tx.select().from(homeProjects).where(eq(homeProjects.id, projectId)).for("update");
        if (!project) return "unknown" as const;
        if (project.personalDataErasedAt) return "alreadyErased" as const;
        if (options.dryRun) return "erased" as const;
        return erasePersonalData(tx, project, { actor: { type: "system", id: null }, action: "restore.erase", now });
      });
      if (typeof outcome === "string") {
        result[outcome] += 1;
        continue;
      }
      await deleteStoredFiles(deps.storage, outcome);
      result.erased += 1;
    } catch (error) {
      result.failed += 1;
      deps.logger.error("restore.erase-failed", { projectId, ...describeError(error) });
    }
  }
  deps.logger.info(options.dryRun ? "restore.erase-dry-run" : "restore.erased", { ...result });
  return result;
}
