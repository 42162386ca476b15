import { timingSafeEqual } from "node:crypto";
import type { ProjectEventAction } from "@/shared/project-events";
import { eq } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import { marketingConsentVersion } from "@/shared/consent";
import type { Clock } from "../../clock";
import type { Database, Executor, Transaction } from "../../db/client";
import { homeProjects, marketingUnsubscribeTokens } from "../../db/schema";
import { hashToken } from "../projects/create-project";
import { type Actor, type LockedProject, lockProject, recordProjectEvent } from "../project-status/transition";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
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
): Promise<boolean> {
  if (project.marketingConsent === given) return false;
  await tx
    .update(homeProjects)
    .set({ marketingConsent: given, marketingConsentAt: now, marketingConsentVersion, updatedAt: now })
    .where(eq(homeProjects.id, project.id));
  await recordProjectEvent(tx, project, { actor, action, now, details: { marketingConsent: given } });
  return true;
}

/**
 * RFC 8058 one-click unsubscribe (docs/product/customer-controls.md): the token of a customer
 * mail's List-Unsubscribe address withdraws the project's marketing consent, with its time; audit
 * action `customer.marketing-unsubscribe` by the customer. The token is stored hashed and does
 * only this. Unknown tokens are refused; a second use changes nothing and answers the same.
 */
export async function unsubscribeMarketing(deps: { db: Database; clock: Clock }, token: string): Promise<{ language: Language; erased: boolean }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, await unsubscribeProjectId(tx, token));
    await recordMarketingChoice(tx, project, false, { type: "customer", id: null }, "customer.marketing-unsubscribe", now);
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
    .select({ language: homeProjects.language, consentGiven: homeProjects.marketingConsent, erasedAt: homeProjects.personalDataErasedAt })
    .from(homeProjects)
    .where(eq(homeProjects.id, projectId));
  if (!project) throw customerRefusal("unsubscribeInvalid", "not-found");
  return { language: project.language, consentGiven: project.consentGiven, erased: project.erasedAt !== null };
}

/** The status page's (or the console's) marketing choice: give or withdraw; audit `customer.marketing-consent`. */
export async function setMarketingConsent(deps: CustomerControlDeps, target: CustomerTarget, input: unknown) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The link first: an expired one says so, whatever was sent. No page sends another shape.
    const project = await lockTarget(tx, target, now);
    const given = (input as { given?: unknown } | undefined)?.given;
    if (typeof given !== "boolean") throw refuse("invalidRequest", "malformed");
    const changed = await recordMarketingChoice(tx, project, given, actorOf(target), "customer.marketing-consent", now);
    return { projectId: project.id, given, changed };
  });
}
