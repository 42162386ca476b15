import type { ApiMessageKey } from "@/shared/message-keys";
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database, Executor, Transaction } from "../../db/client";
import { homeProjectFiles, homeProjects } from "../../db/schema";
import type { FileStorage } from "../../storage/storage";
import { refuse } from "../errors";
import { openToCustomerChanges, refusalFor } from "../customer-controls/rules";
import { hashToken, uploadWindowMs } from "../projects/create-project";
import { detectFileType, maxFileBytes, maxFilesPerProject, sanitiseFileName } from "./file-rules";

export interface FileDeps {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}

export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Customer files of a new project, from the browser that created it (its upload token), within
 * 30 minutes, up to 3 in all. One bad file refuses the whole batch and nothing is stored. The token
 * is checked before the files are read and again under the project's lock: an erasure that
 * committed in between (it clears the token) refuses the batch (docs/product/uploads.md).
 */
export async function addFilesToProject(deps: FileDeps, projectId: number, uploadToken: string | undefined, files: IncomingFile[]): Promise<string[]> {
  const token = await mayUploadTo(deps, projectId, uploadToken);
  if (files.length === 0) return [];

  const prepared = prepareFiles(files);
  return storeProjectFiles(deps, prepared, async (tx) => {
    // The lock also keeps two parallel batches from passing the limit together.
    const [project] = await uploadTarget(tx, projectId).for("update");
    checkUploadToken(project, token, deps.clock.now());
    return { id: projectId };
  });
}

/**
 * The browser's right to add files to the project it just created. Checked before its form is read
 * (the cookie names the project), so no stranger's upload is read in full (docs/product/validation.md).
 */
export async function mayUploadTo(deps: Pick<FileDeps, "db" | "clock">, projectId: number, uploadToken: string | undefined): Promise<string> {
  if (!uploadToken) throw refuse("uploadNotAllowed", "forbidden");
  checkUploadToken((await uploadTarget(deps.db, projectId))[0], uploadToken, deps.clock.now());
  return uploadToken;
}

const uploadTarget = (executor: Executor, projectId: number) =>
  executor
    .select({ id: homeProjects.id, createdAt: homeProjects.createdAt, uploadTokenHash: homeProjects.uploadTokenHash, statusId: homeProjects.statusId })
    .from(homeProjects)
    .where(eq(homeProjects.id, projectId));

/**
 * The browser's upload token against the project's: a foreign or unknown project looks the same as
 * a wrong token. A request the network cancelled within the 30 minutes takes no more files, as on
 * the status page.
 */
function checkUploadToken(project: { createdAt: Date; uploadTokenHash: string | null; statusId: number } | undefined, uploadToken: string, now: Date) {
  checkCreatorRight(project, uploadToken, now, { notAllowed: "uploadNotAllowed", expired: "uploadExpired" });
  if (!openToCustomerChanges(project.statusId)) throw refusalFor("customer", "filesNotAllowed");
}

/**
 * The creating browser's right over the request it just sent: its upload cookie's token, within the
 * 30 minutes after the creation (docs/product/uploads.md). Its files, and the correction of a
 * mistyped e-mail address (docs/product/customer-controls.md), rest on it.
 */
export function checkCreatorRight<P extends { createdAt: Date; uploadTokenHash: string | null }>(
  project: P | undefined,
  uploadToken: string,
  now: Date,
  refusals: { notAllowed: ApiMessageKey; expired: ApiMessageKey },
): asserts project is P {
  if (!project?.uploadTokenHash || project.uploadTokenHash !== hashToken(uploadToken)) throw refuse(refusals.notAllowed, "forbidden");
  if (now.getTime() - project.createdAt.getTime() > uploadWindowMs) throw refuse(refusals.expired, "forbidden");
}

/** A customer file checked by its content and named for storage, not stored yet. */
export interface PreparedFile extends IncomingFile {
  type: NonNullable<ReturnType<typeof detectFileType>>;
  storedName: string;
}

/** docs/product/uploads.md: each file not empty, at most 10 MB, PNG, JPEG or PDF by its first bytes; one bad file refuses the batch. */
export function prepareFiles(files: IncomingFile[]): PreparedFile[] {
  return files.map((file) => {
    if (file.bytes.byteLength === 0) throw refuse("fileEmpty");
    if (file.bytes.byteLength > maxFileBytes) throw refuse("fileTooLarge");
    const type = detectFileType(file.bytes);
    if (!type) throw refuse("fileTypeRefused");
    return { ...file, type, storedName: `${randomUUID()}-${sanitiseFileName(file.name, type)}` };
  });
}

/**
 * Stores a batch of customer files on a project in one transaction: `lockProject` locks the
 * project's row and says which it is (and may refuse, or record the change), then the 3-file limit
 * counts what is already stored. Either every file is stored and listed, or none: files put before
 * a failure are deleted again.
 */
export async function storeProjectFiles<Project extends { id: number }>(
  deps: FileDeps,
  prepared: PreparedFile[],
  lockProject: (tx: Transaction) => Promise<Project>,
  afterStore?: (tx: Transaction, project: Project) => Promise<void>,
): Promise<string[]> {
  const { db, clock, storage } = deps;
  // A Set: a transaction run again after a conflict puts the same names again (src/server/db/transaction-retry.ts).
  const stored = new Set<string>();
  try {
    await db.transaction(async (tx) => {
      const project = await lockProject(tx);
      const projectId = project.id;
      const [existing] = await tx.select({ n: count() }).from(homeProjectFiles).where(eq(homeProjectFiles.projectId, projectId));
      if ((existing?.n ?? 0) + prepared.length > maxFilesPerProject) throw refuse("tooManyFiles");
      for (const file of prepared) {
        await storage.put(file.storedName, file.bytes, file.type.contentType);
        stored.add(file.storedName);
      }
      await tx.insert(homeProjectFiles).values(
        prepared.map((file) => ({
          projectId,
          fileName: file.storedName,
          contentType: file.type.contentType,
          sizeBytes: file.bytes.byteLength,
          createdAt: clock.now(),
        })),
      );
      await afterStore?.(tx, project);
    });
  } catch (error) {
    await Promise.all([...stored].map((name) => storage.delete(name).catch(() => {})));
    throw error;
  }
  return prepared.map((f) => f.storedName);
}

/**
 * Deletes stored files once the rows that named them are gone (committed): a failure leaves a file
 * without a row, which `db:check --fix` removes (docs/operations.md). Says how many failed.
 */
export async function deleteStoredFiles(storage: FileStorage, names: string[]): Promise<number> {
  const results = await Promise.allSettled(names.map((name) => storage.delete(name)));
  return results.filter((r) => r.status === "rejected").length;
}
