import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { complaintSchema } from "@/shared/schemas/customer-controls";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import { homeProjects, projectComplaints } from "../../db/schema";
import { CustomerControlsMail, renderComplaintReceived } from "../../mail/customer-controls";
import { customerMail, enqueueMail } from "../../mail/queue";
import { refuse } from "../errors";
import { lostLinkPath, publicLink } from "../notifications/links";
import { ProjectStatus } from "../project-status/statuses";
import { lockProject, recordProjectEvent } from "../project-status/transition";
import { parseCustomerFields } from "./correct-contact";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { refusalFor } from "./rules";

/**
 * "A problem after the job" (docs/product/customer-controls.md): once the job is completed, the
 * customer tells the network what went wrong, in their words; the network mailbox is alerted, the
 * project waits on the network's list until it marks the complaint handled. One open at a time.
 * The network notes one for a customer who phoned or wrote, under the same rules.
 */

/**
 * A project with an open complaint, its customer's data not erased: the list's filter and the
 * dashboard's count. `= any(array(...))` so that Postgres probes the projects by key, as for the
 * unhappy customers (src/server/domain/ratings/follow-up.ts).
 */
export const openComplaint: SQL = sql`(${homeProjects.id} = any(array(select c.project_id from ${projectComplaints} c where c.handled_at is null)) and ${homeProjects.personalDataErasedAt} is null)`;

/** A request's complaints, oldest first. */
export function listComplaints(db: Executor, projectId: number) {
  return db
    .select({ id: projectComplaints.id, text: projectComplaints.text, createdAt: projectComplaints.createdAt, handledAt: projectComplaints.handledAt })
    .from(projectComplaints)
    .where(eq(projectComplaints.projectId, projectId))
    .orderBy(asc(projectComplaints.createdAt), asc(projectComplaints.id));
}

/** Whether the status page offers it: the job completed, the data not erased, none open. */
export function canComplain(project: { statusId: number; personalDataErasedAt: Date | null }, complaints: readonly { handledAt: Date | null }[]): boolean {
  return project.statusId === ProjectStatus.Completed && project.personalDataErasedAt === null && complaints.every((c) => c.handledAt !== null);
}

/** The customer's complaint. One transaction: the text, its audit event (without the text), the network's alert, the customer's acknowledgement. */
export async function raiseComplaint(deps: CustomerControlDeps, target: CustomerTarget, input: unknown) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The link first: an expired one says so, whatever was typed.
    const project = await lockTarget(tx, target, now);
    const { text } = parseCustomerFields(complaintSchema, input);
    const complaints = await listComplaints(tx, project.id);
    if (complaints.some((c) => c.handledAt === null)) throw refusalFor(target.by, "complaintAlreadyOpen");
    if (!canComplain(project, complaints)) throw refusalFor(target.by, "complaintNotAllowed");
    const [complaint] = await tx.insert(projectComplaints).values({ projectId: project.id, text, createdAt: now }).returning({ id: projectComplaints.id });
    if (!complaint) throw new Error("complaint not stored");
    await recordProjectEvent(tx, project, { actor: actorOf(target), action: "customer.complaint", now, details: { complaintId: complaint.id } });
    await deps.notify.complaintRaised(tx, project.id, now);
    // The customer's acknowledgement, with their words as received.
    await enqueueMail(
      tx,
      customerMail(project, {
        template: CustomerControlsMail.ComplaintReceived,
        recipient: project.customerEmail,
        mail: renderComplaintReceived(project.language, {
          projectId: project.id,
          firstName: project.customerFirstName,
          text,
          receivedAt: now,
          byNetwork: target.by === "network",
          lostLinkUrl: publicLink(deps.publicUrl, lostLinkPath),
          insurerName: deps.insurerName,
        }),
        now,
        publicUrl: deps.publicUrl,
      }),
    );
    return complaint;
  });
}

/** The network dealt with the open complaint: noted once, with who and when (audited). */
export async function markComplaintHandled(deps: { db: Database; clock: Clock }, input: { projectId: number; userId: number }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    const [open] = await tx
      .select({ id: projectComplaints.id })
      .from(projectComplaints)
      .where(and(eq(projectComplaints.projectId, project.id), isNull(projectComplaints.handledAt)))
      .for("update");
    if (!open) throw refuse("complaintNotOpen", "conflict");
    await tx.update(projectComplaints).set({ handledAt: now, handledByUserId: input.userId }).where(eq(projectComplaints.id, open.id));
    await recordProjectEvent(tx, project, {
      actor: { type: "network", id: input.userId },
      action: "network.complaint-handled",
      now,
      details: { complaintId: open.id },
    });
  });
}
