import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { emailSchema } from "@/shared/schemas/fields";
import { homeProjects, services } from "../../db/schema";
import { CustomerControlsMail, renderStatusLink } from "../../mail/customer-controls";
import { customerMail, enqueueMail } from "../../mail/queue";
import { validationMessage, DomainError } from "../errors";
import { publicLink } from "../notifications/links";
import { catalogText } from "../catalog/localised-text";
import { hashToken, statusPagePath, statusTokenLifetimeMs } from "../projects/create-project";
import type { CustomerControlDeps } from "./deps";
import { customerRefusal, erasableStatuses } from "./rules";
import type { Language } from "@/shared/catalog-types";
import type { Transaction } from "../../db/client";
import { type Actor, lockProject, recordProjectEvent } from "../project-status/transition";

/** A final request counts as "recent" for this long after its last change. */
export const recentRequestMs = 90 * 24 * 60 * 60 * 1000;

/** The address as typed, checked with the wizard's own rule; a bad one is refused with its FR/NL message. */
export function parseLostLinkEmail(input: unknown): string {
  const parsed = emailSchema.safeParse(typeof input === "string" ? input : "");
  if (!parsed.success) throw new DomainError(validationMessage("emailInvalid"));
  return parsed.data;
}

/**
 * "Lost link" (docs/product/customer-controls.md): every open request of this address, and every
 * final one changed in the last 90 days, not erased, gets a fresh status link by e-mail. The new
 * token's hash replaces the old one (old links stop working). One transaction. Returns how many
 * links were sent: the caller must never tell the visitor.
 */
export async function sendLostLinks(deps: CustomerControlDeps, email: string): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const projects = await tx
      .select(linkFacts)
      .from(homeProjects)
      .innerJoin(services, eq(services.id, homeProjects.serviceId))
      .where(
        and(
          sql`lower(${homeProjects.customerEmail}) = lower(${email})`,
          isNull(homeProjects.personalDataErasedAt),
          or(
            notInArray(homeProjects.statusId, [...erasableStatuses]),
            and(inArray(homeProjects.statusId, [...erasableStatuses]), gt(homeProjects.updatedAt, new Date(now.getTime() - recentRequestMs))),
          ),
        ),
      )
      // In id order, as a marketing withdrawal locks an address's requests: the two never deadlock.
      .orderBy(asc(homeProjects.id))
      .for("update");
    for (const project of projects) await issueStatusLink(tx, deps, project, email, { type: "customer", id: null }, now);
    return projects.length;
  });
}

/** The facts a new status link needs: the request, its status (kept, for the audit), its language and its service's names. */
const linkFacts = {
  id: homeProjects.id,
  statusId: homeProjects.statusId,
  language: homeProjects.language,
  fr: catalogText("service", services.code, "fr", services.name),
  nl: catalogText("service", services.code, "nl", services.name),
};

/**
 * A fresh status link for one request: its hash replaces the old one (the old link stops working),
 * valid 90 days, audited `customer.lost-link` (the status kept: recorded as both from and to, like
 * every action that keeps it), and mailed to the customer in the request's language.
 */
async function issueStatusLink(
  tx: Transaction,
  deps: CustomerControlDeps,
  project: { id: number; statusId: number; language: Language; fr: string; nl: string },
  recipient: string,
  actor: Actor,
  now: Date,
) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + statusTokenLifetimeMs);
  await tx
    .update(homeProjects)
    .set({ statusTokenHash: hashToken(token), statusTokenExpiresAt: expiresAt })
    .where(eq(homeProjects.id, project.id));
  await recordProjectEvent(tx, project, { actor, action: "customer.lost-link", now });
  const mail = renderStatusLink(project.language, {
    projectId: project.id,
    serviceName: project.language === "nl" ? project.nl : project.fr,
    statusUrl: publicLink(deps.publicUrl, statusPagePath(token)),
    expiresAt,
    insurerName: deps.insurerName,
  });
  await enqueueMail(tx, customerMail(project, { template: CustomerControlsMail.StatusLink, recipient, mail, now, publicUrl: deps.publicUrl }));
}

/**
 * The network sends a customer who phoned a new status link for this request (docs/product/customer-controls.md,
 * "On the customer's behalf"), to the address the request holds. Refused once the data is erased.
 */
export async function resendStatusLink(deps: CustomerControlDeps, input: { projectId: number; userId: number }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockProject(tx, input.projectId);
    if (locked.personalDataErasedAt) throw customerRefusal("statusLinkNotAllowedForNetwork");
    const [project] = await tx
      .select(linkFacts)
      .from(homeProjects)
      .innerJoin(services, eq(services.id, homeProjects.serviceId))
      .where(eq(homeProjects.id, locked.id));
    if (!project) throw new Error("the locked project has no service");
    await issueStatusLink(tx, deps, project, locked.customerEmail, { type: "network", id: input.userId }, now);
  });
}
