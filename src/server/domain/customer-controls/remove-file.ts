import { and, eq } from "drizzle-orm";
import { homeProjectFiles } from "../../db/schema";
import { deleteStoredFiles } from "../files/service";
import { recordProjectEvent } from "../project-status/transition";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { openToCustomerChanges, refusalFor } from "./rules";

/**
 * "Remove a file" from the status page (docs/product/customer-controls.md): a photo or document
 * sent by mistake, while the request is not final. The row and the audit event in one transaction
 * (the event says which file id, never its name); the stored file is deleted once that is committed.
 */
export async function removeSentFile(deps: CustomerControlDeps, target: CustomerTarget, fileId: number): Promise<void> {
  const now = deps.clock.now();
  const storedName = await deps.db.transaction(async (tx) => {
    const project = await lockTarget(tx, target, now);
    if (!openToCustomerChanges(project.statusId) || project.personalDataErasedAt) throw refusalFor(target.by, "fileRemoveNotAllowed");
    const [removed] = await tx
      .delete(homeProjectFiles)
      .where(and(eq(homeProjectFiles.id, fileId), eq(homeProjectFiles.projectId, project.id)))
      .returning({ fileName: homeProjectFiles.fileName });
    // Another request's file looks the same as one already removed (a second tab, a double click).
    if (!removed) throw refusalFor(target.by, "fileNotInRequest");
    await recordProjectEvent(tx, project, { actor: actorOf(target), action: "customer.remove-file", now, details: { fileId } });
    return removed.fileName;
  });
  await deleteStoredFiles(deps.storage, [storedName]);
}
