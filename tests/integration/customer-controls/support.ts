import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { auditEvents, mailQueue } from "@/server/db/schema";
import { createNotifier } from "@/server/domain/notifications/service";
import { createProject } from "@/server/domain/projects/create-project";
import type { Clock } from "@/server/clock";
import { addProjectSchema } from "@/shared/schemas/project";
import { validPayload } from "../../support/fixtures";

export const publicUrl = "http://localhost:3000";
export const notifier = createNotifier({ publicUrl, networkMailbox: "network@example.com", insurerName: "Assureur Exemple SA" });

/** A request sent as the wizard sends it; returns its id and the status token of its e-mail. */
export async function sendRequest(db: Database, clock: Clock, overrides: Parameters<typeof validPayload>[0]) {
  const created = await createProject({ db, clock, notify: notifier, publicUrl }, addProjectSchema.parse(validPayload(overrides)), undefined);
  if (!created.statusToken) throw new Error("no status token");
  return { projectId: created.projectId, token: created.statusToken, uploadToken: created.uploadToken };
}

export const auditOf = (db: Database, projectId: number, action: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.projectId, projectId), eq(auditEvents.action, action)))
    .orderBy(asc(auditEvents.id));

export const mailsFor = (db: Database, template: string) => db.select().from(mailQueue).where(eq(mailQueue.template, template)).orderBy(asc(mailQueue.id));

/** A status-page action as the page's script sends it (same origin, POST, no body). */
export function post(request: (path: string, init?: RequestInit) => Promise<Response>, token: string, action: string, options: { lang?: string; headers?: Record<string, string> } = {}) {
  return request(`/api/projectstatus/${token}/${action}${options.lang ? `?lang=${options.lang}` : ""}`, { method: "POST", headers: options.headers });
}
