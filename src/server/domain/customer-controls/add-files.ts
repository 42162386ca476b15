import { type IncomingFile, prepareFiles, storeProjectFiles } from "../files/service";
import { recordProjectEvent } from "../project-status/transition";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { providerFollowsRequest, queueProviderNotice } from "./provider-notice";
import { findByStatusToken } from "./status-token";
import { customerRefusal, openToCustomerChanges, refusalFor } from "./rules";

/**
 * Before the customer's form is read (it may be 32 MiB): the link works and the request still takes
 * files, so no stranger's upload is read in full (docs/product/validation.md). The work checks
 * both again under its lock.
 */
export async function mayAddFilesLater(deps: Pick<CustomerControlDeps, "db" | "clock">, token: string): Promise<void> {
  const project = await findByStatusToken(deps.db, token, deps.clock.now());
  if (!openToCustomerChanges(project.statusId) || project.personalDataErasedAt) throw refusalFor("customer", "filesNotAllowed");
}

/**
 * "Add photos or documents" after the request was sent (docs/product/customer-controls.md): the
 * wizard's file rules and its 3-file limit, counting what is already stored, while the request is
 * not final. Audited without the files' names; the provider sees them on its page and, while it has
 * yet to answer or has accepted, is told by e-mail. The network adds them for a customer who sent
 * them by mail or letter, under the same rules.
 */
export async function addFilesLater(deps: CustomerControlDeps, target: CustomerTarget, files: IncomingFile[]): Promise<string[]> {
  if (files.length === 0) throw customerRefusal("filesMissing", "invalid");
  const prepared = prepareFiles(files);
  const now = deps.clock.now();
  return storeProjectFiles(
    deps,
    prepared,
    async (tx) => {
      const project = await lockTarget(tx, target, now);
      if (!openToCustomerChanges(project.statusId) || project.personalDataErasedAt) throw refusalFor(target.by, "filesNotAllowed");
      return project;
    },
    async (tx, project) => {
      await recordProjectEvent(tx, project, { actor: actorOf(target), action: "customer.add-files", now, details: { count: prepared.length } });
      // The provider deciding on it, or working on it, hears of the new files.
      if (project.providerId !== null && providerFollowsRequest(project.statusId)) {
        await queueProviderNotice(tx, deps, "filesAdded", { projectId: project.id, providerId: project.providerId }, now);
      }
    },
  );
}
