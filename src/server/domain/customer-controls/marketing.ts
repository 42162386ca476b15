import { timingSafeEqual } from "node:crypto";
import type { ProjectEventAction } from "@/shared/project-events";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import { marketingConsentVersion } from "@/shared/consent";
import type { Clock } from "../../clock";
import type { Database, Executor, Transaction } from "../../db/client";
import { homeProjects, marketingUnsubscribeTokens } from "../../db/schema";
import { hashToken } from "../projects/create-project";
import { type Actor, type LockedProject, lockProject, recordProjectEvent } from "../project-status/transition";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { findByStatusToken } from "./status-token";
import { customerRefusal } from "./rules";
import { refuse } from "../errors";

const unsubscribeTokenPattern = /^[A-Za-z0-9_-]{40,60}$/;

/** Sets the project's marketing consent with its time and text version, and its audit event; nothing when unchanged. */
async function recordMarketingChoice(
  tx: Transaction,
  project: LockedProject,
  given: boolean,
  actor: Actor,
  action: ProjectEventAction,
  now: Date,
  details: Record<string, unknown> = {},
): Promise<boolean> {
  if (project.marketingConsent === given) return false;
  await tx
    .update(homeProjects)
    .set({ marketingConsent: given, marketingConsentAt: now, marketingConsentVersion, updatedAt: now })
    .where(eq(homeProjects.id, project.id));
  await recordProjectEvent(tx, project, { actor, action, now, details: { marketingConsent: given, ...details } });
  return true;
}

/** The requests made with this e-mail address, whatever its case, whose data is not erased. */
const madeWith = (email: string) => and(sql`lower(${homeProjects.customerEmail}) = lower(${email})`, isNull(homeProjects.personalDataErasedAt));

/**
 * Locks every request made with the address of `projectId`, in id order, before the project
 * itself is locked: a withdrawal covers them all, and two at once for one address wait for each
 * other instead of locking the same rows in opposite orders.
 */
async function lockAddressOf(tx: Transaction, projectId: number): Promise<void> {
  const [project] = await tx
    .select({ email: homeProjects.customerEmail, erasedAt: homeProjects.personalDataErasedAt })
    .from(homeProjects)
    .where(eq(homeProjects.id, projectId));
  if (!project || project.erasedAt !== null) return;
  await tx.select({ id: homeProjects.id }).from(homeProjects).where(madeWith(project.email)).orderBy(asc(homeProjects.id)).for("update");
}

/**
 * Withdraws the consent of the project and of every other request made with the same address
 * (docs/product/customer-controls.md, "Marketing consent and unsubscribe"): "no offers" is the
 * person's choice, not one request's. Each changed request gets its own audit event; the others
 * name the request it was withdrawn from. True when anything changed.
 */
async function withdrawForTheAddress(tx: Transaction, project: LockedProject, actor: Actor, action: ProjectEventAction, now: Date): Promise<boolean> {
  let changed = await recordMarketingChoice(tx, project, false, actor, action, now);
  if (project.personalDataErasedAt !== null) return changed;
  const others = await tx
    .select()
    .from(homeProjects)
    .where(and(madeWith(project.customerEmail), ne(homeProjects.id, project.id), eq(homeProjects.marketingConsent, true)))
    .orderBy(asc(homeProjects.id));
  for (const other of others) changed = (await recordMarketingChoice(tx, other, false, actor, action, now, { withdrawnWith: project.id })) || changed;
  return changed;
}

/**
 * RFC 8058 one-click unsubscribe (docs/product/customer-controls.md): the token of a customer
 * mail's List-Unsubscribe address withdraws the marketing consent of its project and of the other
 * requests made with the same address, with its time; audit
 * action `customer.marketing-unsubscribe` by the customer. The token is stored hashed and does
 * only this. Unknown tokens are refused; a second use changes nothing and answers the same.
 */
export async function unsubscribeMarketing(deps: { db: Database; clock: Clock }, token: string): Promise<{ language: Language; erased: boolean }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const projectId = await unsubscribeProjectId(tx, token);
    await lockAddressOf(tx, projectId);
    const project = await lockProject(tx, projectId);
    await withdrawForTheAddress(tx, project, { type: "customer", id: null }, "customer.marketing-unsubscribe", now);
    return { language: project.language, erased: project.personalDataErasedAt !== null };
  });
}

/** The project an unsubscribe token is for; refused alike when malformed or unknown. */
async function unsubscribeProjectId(executor: Executor, token: string): Promise<number> {
  if (!unsubscribeTokenPattern.test(token)) throw customerRefusal("unsubscribeInvalid", "not-found");
  const hash = hashToken(token);
  const [row] = await executor.select().from(marketingUnsubscribeTokens).where(eq(marketingUnsubscribeTokens.tokenHash, hash));
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash, "hex"), Buffer.from(hash, "hex"))) throw customerRefusal("unsubscribeInvalid", "not-found");
  return row.projectId;
}

/**
 * What the page an unsubscribe link opens says before anything is done: whether the request's
 * consent is given (then it offers the button), in the request's language. Reads only: a link
 * scanner's GET changes nothing.
 */
export async function unsubscribeLinkState(db: Database, token: string): Promise<{ language: Language; consentGiven: boolean; erased: boolean }> {
  const projectId = await unsubscribeProjectId(db, token);
  const [project] = await db
    .select({
      language: homeProjects.language,
      email: homeProjects.customerEmail,
      consentGiven: homeProjects.marketingConsent,
      erasedAt: homeProjects.personalDataErasedAt,
    })
    .from(homeProjects)
    .where(eq(homeProjects.id, projectId));
  if (!project) throw customerRefusal("unsubscribeInvalid", "not-found");
  const erased = project.erasedAt !== null;
  // Something to withdraw: this request's consent, or another's made with the same address.
  const [other] = erased
    ? []
    : await db
        .select({ id: homeProjects.id })
        .from(homeProjects)
        .where(and(madeWith(project.email), eq(homeProjects.marketingConsent, true)))
        .limit(1);
  return { language: project.language, consentGiven: project.consentGiven || other !== undefined, erased };
}

/** The status page's (or the console's) marketing choice: give or withdraw; audit `customer.marketing-consent`. */
export async function setMarketingConsent(deps: CustomerControlDeps, target: CustomerTarget, input: unknown) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const given = (input as { given?: unknown } | undefined)?.given;
    // A withdrawal covers the address: its requests are locked first, in order.
    if (given === false) await lockAddressOf(tx, target.by === "network" ? target.projectId : (await findByStatusToken(tx, target.token, now)).id);
    // The link first: an expired one says so, whatever was sent. No page sends another shape.
    const project = await lockTarget(tx, target, now);
    if (typeof given !== "boolean") throw refuse("invalidRequest", "malformed");
    const actor = actorOf(target);
    const changed = given
      ? await recordMarketingChoice(tx, project, true, actor, "customer.marketing-consent", now)
      : await withdrawForTheAddress(tx, project, actor, "customer.marketing-consent", now);
    return { projectId: project.id, given, changed };
  });
}
