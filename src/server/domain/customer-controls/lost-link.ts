import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { emailSchema } from "@/shared/schemas/fields";
import { auditEvents, homeProjects, services } from "../../db/schema";
import { CustomerControlsMail, renderStatusLink } from "../../mail/customer-controls";
import { customerMail, enqueueMail } from "../../mail/queue";
import { validationMessage, DomainError } from "../errors";
import { publicLink } from "../notifications/links";
import { catalogText } from "../catalog/localised-text";
import { hashToken, statusPagePath, statusTokenLifetimeMs } from "../projects/create-project";
import type { CustomerControlDeps } from "./deps";
import { erasableStatuses } from "./rules";

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
      .select({
        id: homeProjects.id,
        language: homeProjects.language,
        fr: catalogText("service", services.code, "fr", services.name),
        nl: catalogText("service", services.code, "nl", services.name),
      })
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
      .for("update");
    for (const project of projects) {
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now.getTime() + statusTokenLifetimeMs);
      await tx
        .update(homeProjects)
        .set({ statusTokenHash: hashToken(token), statusTokenExpiresAt: expiresAt })
        .where(eq(homeProjects.id, project.id));
      await tx.insert(auditEvents).values({ createdAt: now, actorType: "customer", actorId: null, action: "customer.lost-link", projectId: project.id });
      const mail = renderStatusLink(project.language, {
        projectId: project.id,
        serviceName: project.language === "nl" ? project.nl : project.fr,
        statusUrl: publicLink(deps.publicUrl, statusPagePath(token)),
        expiresAt,
        insurerName: deps.insurerName,
      });
      await enqueueMail(tx, customerMail(project, { template: CustomerControlsMail.StatusLink, recipient: email, mail, now, publicUrl: deps.publicUrl }));
    }
    return projects.length;
  });
}
