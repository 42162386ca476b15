import type { Clock } from "../../clock";
import type { InsurerNames } from "../../insurer-names";
import type { Database, Transaction } from "../../db/client";
import type { FileStorage } from "../../storage/storage";
import type { Notifier } from "../notifications/service";
import type { Logger } from "../../logger";
import { type Actor, type LockedProject, lockProject } from "../project-status/transition";
import { lockByStatusToken } from "./status-token";

/** What the customer's controls need; REST (status page) and tRPC (network console) pass the same. */
export interface CustomerControlDeps {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  /** PUBLIC_URL: links in e-mails start with it. */
  publicUrl: string;
  /** INSURER_NAME and INSURER_NAME_NL: the insurer named at the foot of customer e-mails, in their language. */
  insurerName?: InsurerNames;
  /** The mails to the network mailbox (a customer's "not contacted yet"): required, so no door forgets them. */
  notify: Notifier;
  /** Erasures are logged by project number: the list a restore needs (docs/product/retention.md). */
  logger: Logger;
}

/**
 * Who asks: the customer with the status link (its only credential), or a network operator doing
 * it for a customer who asked by phone or letter (recorded as the operator).
 */
export type CustomerTarget = { by: "customer"; token: string } | { by: "network"; projectId: number; userId: number };

export function lockTarget(tx: Transaction, target: CustomerTarget, now: Date): Promise<LockedProject> {
  return target.by === "customer" ? lockByStatusToken(tx, target.token, now) : lockProject(tx, target.projectId);
}

export const actorOf = (target: CustomerTarget): Actor => (target.by === "customer" ? { type: "customer", id: null } : { type: "network", id: target.userId });
