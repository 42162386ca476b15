import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { postalAreas } from "../../db/schema";
import type { PreparedMail } from "../../mail/queue";
import type { PerLanguage } from "../../mail/templates";
import { catalogText } from "../catalog/localised-text";
import { municipalityIn } from "../places/name-sql";
import { routingQuery } from "../routing/service";

/** The two statements of project creation (create-project.ts): one read, one write. */

export interface CreationFacts {
  /** Drawn from the projects' sequence before the insert, so the mails can carry it. */
  projectId: number;
  providerId: number | undefined;
  /** The provider's mailbox: its contact e-mail, else its first web login's (providerMailbox's rule). */
  mailbox: string | null;
  serviceName: PerLanguage;
  municipality: PerLanguage;
}

interface FactsRow {
  projectId: number | string;
  postCode: string;
  cityFr: string;
  cityNl: string;
  serviceFr: string;
  serviceNl: string;
  providerId: number | string | null;
  mailbox: string | null;
}

/**
 * Everything creation must read, in one round trip: a new project id, the postal area (no row:
 * unknown area), its municipality in both languages, the service's names (catalogue text rule),
 * and unless the service is handled by hand the provider the routing rule picks (routing.md)
 * with its mailbox.
 */
export async function readCreationFacts(
  db: Executor,
  service: { id: number; code: string; name: string; needsManualHandling: boolean },
  postalAreaId: number,
): Promise<CreationFacts | undefined> {
  const routed = service.needsManualHandling ? sql`select null::int as id` : routingQuery({ serviceId: service.id, postalAreaId });
  const code = sql`${service.code}::text`;
  const name = sql`${service.name}::text`;
  const [row] = rowsOf<FactsRow>(
    await db.execute(sql`
      select nextval('home_projects_id_seq')::int as "projectId",
        ${postalAreas.postCode} as "postCode",
        ${municipalityIn("fr")} as "cityFr",
        ${municipalityIn("nl")} as "cityNl",
        ${catalogText("service", code, "fr", name)} as "serviceFr",
        ${catalogText("service", code, "nl", name)} as "serviceNl",
        routed.id as "providerId",
        (select coalesce(nullif(trim(pr.contact_email), ''),
            (select nullif(trim(l.email), '') from login_users l where l.provider_id = pr.id order by l.id limit 1))
          from providers pr where pr.id = routed.id) as "mailbox"
      from ${postalAreas}
      left join lateral (${routed}) routed on true
      where ${postalAreas.id} = ${postalAreaId}`),
  );
  if (!row) return undefined;
  return {
    projectId: Number(row.projectId),
    providerId: row.providerId === null ? undefined : Number(row.providerId),
    mailbox: row.mailbox,
    serviceName: { fr: row.serviceFr, nl: row.serviceNl },
    municipality: { fr: `${row.postCode} ${row.cityFr}`, nl: `${row.postCode} ${row.cityNl}` },
  };
}

export interface CreationRows {
  answers: { questionId: number; answerId: number }[];
  audit: { createdAt: Date; toStatusId: number; details: Record<string, unknown> };
  mails: PreparedMail[];
  /** The provider the routing gave the project, which starts waiting for its answer. */
  assignment?: { providerId: number; assignedAt: Date };
}

const at = (date: Date | null | undefined) => (date ? sql`${date.toISOString()}::timestamptz` : sql`null::timestamptz`);

/**
 * One statement: the project insert (`project`, which does nothing on a repeated idempotency key)
 * and, only when it inserted, its answers, audit event, unsubscribe tokens and mails, each a
 * multi-row insert fed from its `returning`. True when the project was inserted.
 */
export async function writeCreation(db: Executor, project: SQLWrapper, rows: CreationRows): Promise<boolean> {
  // Drizzle wraps an embedded query in parentheses.
  const parts: SQL[] = [sql`p as ${project}`];
  if (rows.answers.length > 0) {
    const values = sql.join(
      rows.answers.map((a) => sql`(${a.questionId}::int, ${a.answerId}::int)`),
      sql`, `,
    );
    parts.push(sql`a as (insert into home_project_answers (project_id, question_id, answer_id) select p.id, v.q, v.a from p, (values ${values}) v(q, a))`);
  }
  parts.push(sql`e as (insert into audit_events (created_at, actor_type, action, project_id, to_status_id, details)
    select ${at(rows.audit.createdAt)}, 'customer', 'project.created', p.id, ${rows.audit.toStatusId}::int, ${JSON.stringify(rows.audit.details)}::jsonb from p)`);
  if (rows.assignment) {
    parts.push(sql`g as (insert into project_assignments (project_id, provider_id, assigned_at, at_creation)
      select p.id, ${rows.assignment.providerId}::int, ${at(rows.assignment.assignedAt)}, true from p)`);
  }
  const tokens = rows.mails.flatMap((m) => (m.unsubscribeToken ? [m.unsubscribeToken] : []));
  if (tokens.length > 0) {
    const values = sql.join(
      tokens.map((t) => sql`(${t.tokenHash}::text, ${t.projectId}::int, ${at(t.createdAt)})`),
      sql`, `,
    );
    parts.push(sql`u as (insert into marketing_unsubscribe_tokens (token_hash, project_id, created_at) select v.* from p, (values ${values}) v(h, i, c))`);
  }
  if (rows.mails.length > 0) {
    const values = sql.join(
      rows.mails.map(
        ({ row: m }, order) =>
          sql`(${order}::int, ${at(m.createdAt)}, ${m.template}::text, ${m.language}::text, ${m.recipient}::text, ${m.subject}::text, ${m.textBody}::text, ${m.htmlBody}::text,
            ${m.attempts ?? 0}::int, ${at(m.nextAttemptAt)}, ${m.projectId}::int, ${m.forgetAfterSend}::boolean, ${m.listUnsubscribeUrl}::text)`,
      ),
      sql`, `,
    );
    parts.push(sql`m as (insert into mail_queue (created_at, template, language, recipient, subject, text_body, html_body, attempts, next_attempt_at, project_id, forget_after_send, list_unsubscribe_url)
      select v.c, v.t, v.l, v.r, v.s, v.tb, v.hb, v.at, v.n, v.pid, v.f, v.u from p, (values ${values}) v(o, c, t, l, r, s, tb, hb, at, n, pid, f, u) order by v.o)`);
  }
  const result = rowsOf<{ id: number }>(await db.execute(sql`with ${sql.join(parts, sql`, `)} select id from p`));
  return result.length > 0;
}
