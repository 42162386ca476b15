import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedFromSql, queryPrepared } from "../../db/prepared";
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
  db: Database,
  service: { id: number; code: string; name: string; needsManualHandling: boolean },
  postalAreaId: number,
  /** The Belgian day of the request (`YYYY-MM-DD`): routing skips providers absent that day. */
  onDay: string,
): Promise<CreationFacts | undefined> {
  const query = service.needsManualHandling ? factsByHand : factsRouted;
  const [row] = await queryPrepared<FactsRow>(
    db,
    query.text,
    query.params({ serviceId: service.id, code: service.code, name: service.name, postalAreaId, onDay }),
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

/** The facts query, built once for each kind of service (routed, or handled by hand). */
function factsQuery(byHand: boolean) {
  const postalAreaId = sql.placeholder("postalAreaId") as unknown as number;
  const serviceId = sql.placeholder("serviceId") as unknown as number;
  const onDay = sql.placeholder("onDay") as unknown as string;
  const routed = byHand ? sql`select null::int as id` : routingQuery({ serviceId, postalAreaId, onDay });
  const code = sql`${sql.placeholder("code")}::text`;
  const name = sql`${sql.placeholder("name")}::text`;
  return preparedFromSql(sql`
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
      where ${postalAreas.id} = ${postalAreaId}::int`);
}
const factsRouted = factsQuery(false);
const factsByHand = factsQuery(true);

/** The project's own row, as `home_projects` stores it (the columns left out keep their defaults). */
export interface NewProjectRow {
  id: number;
  createdAt: Date;
  serviceId: number;
  postalAreaId: number;
  statusId: number;
  providerId: number | null;
  providerAssignedAt: Date | null;
  language: string;
  customerDescription: string;
  customerFirstName: string;
  customerLastName: string;
  customerGsm: string;
  customerEmail: string;
  customerStreetHouseNumber: string;
  customerBus: string;
  isInsurerCustomer: boolean;
  privacyConsentVersion: string;
  marketingConsent: boolean;
  marketingConsentAt: Date | null;
  marketingConsentVersion: string | null;
  idempotencyKey: string | null;
  idempotencyPayloadHash: string | null;
  uploadTokenHash: string;
  statusTokenHash: string;
  statusTokenExpiresAt: Date;
}

export interface CreationRows {
  answers: { questionId: number; answerId: number }[];
  audit: { createdAt: Date; toStatusId: number; details: Record<string, unknown> };
  mails: PreparedMail[];
  /** The provider the routing gave the project, which starts waiting for its answer. */
  assignment?: { providerId: number; assignedAt: Date };
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * One statement: the project insert (which does nothing on a repeated idempotency key) and, only
 * when it inserted, its answers, audit event, assignment, unsubscribe tokens and mails, each a
 * multi-row insert fed from its `returning`. True when the project was inserted.
 *
 * The text depends only on how many answers, tokens and mails there are and on the assignment;
 * it is written once for each such shape and run as a prepared statement (src/server/db/prepared.ts).
 */
export async function writeCreation(db: Database, project: NewProjectRow, rows: CreationRows): Promise<boolean> {
  const tokens = rows.mails.flatMap((m) => (m.unsubscribeToken ? [m.unsubscribeToken] : []));
  const text = writeText(rows.answers.length, tokens.length, rows.mails.length, rows.assignment !== undefined);
  const now = iso(project.createdAt);
  const params: unknown[] = [
    project.id,
    now,
    project.serviceId,
    project.postalAreaId,
    project.statusId,
    project.providerId,
    iso(project.providerAssignedAt),
    project.language,
    project.customerDescription,
    project.customerFirstName,
    project.customerLastName,
    project.customerGsm,
    project.customerEmail,
    project.customerStreetHouseNumber,
    project.customerBus,
    project.isInsurerCustomer,
    project.privacyConsentVersion,
    project.marketingConsent,
    iso(project.marketingConsentAt),
    project.marketingConsentVersion,
    project.idempotencyKey,
    project.uploadTokenHash,
    project.statusTokenHash,
    iso(project.statusTokenExpiresAt),
    iso(rows.audit.createdAt),
    rows.audit.toStatusId,
    JSON.stringify(rows.audit.details),
    project.idempotencyPayloadHash,
  ];
  if (rows.assignment) params.push(rows.assignment.providerId, iso(rows.assignment.assignedAt));
  for (const a of rows.answers) params.push(a.questionId, a.answerId);
  for (const t of tokens) params.push(t.tokenHash, t.projectId, iso(t.createdAt));
  for (const { row: m } of rows.mails)
    params.push(
      iso(m.createdAt),
      m.template,
      m.language,
      m.recipient,
      m.subject,
      m.textBody,
      m.htmlBody,
      m.attempts ?? 0,
      iso(m.nextAttemptAt),
      m.projectId,
      m.forgetAfterSend,
      m.listUnsubscribeUrl,
    );
  const result = await queryPrepared<{ id: number }>(db, text, params);
  return result.length > 0;
}

const projectColumns = `id, created_at, updated_at, service_id, postal_area_id, status_id, provider_id, provider_assigned_at, language,
  customer_description, customer_first_name, customer_last_name, customer_gsm, customer_email, customer_street_house_number, customer_bus,
  is_insurer_customer, privacy_consent_at, privacy_consent_version, marketing_consent, marketing_consent_at, marketing_consent_version,
  idempotency_key, upload_token_hash, status_token_hash, status_token_expires_at, idempotency_payload_hash`;

const writeTexts = new Map<string, string>();

/** The write statement's text for one shape; parameters in the order writeCreation pushes them. */
function writeText(answers: number, tokens: number, mails: number, assigned: boolean): string {
  const key = `${answers}/${tokens}/${mails}/${assigned}`;
  const cached = writeTexts.get(key);
  if (cached) return cached;
  let n = 28;
  const next = () => `$${++n}`;
  const rowsOf = (count: number, row: () => string) => Array.from({ length: count }, row).join(", ");
  // $1…$24 and $28 the project ($2 is both created_at, updated_at and privacy_consent_at), $25…$27 the audit event.
  const parts = [
    `p as (insert into home_projects (${projectColumns})
      values ($1::int, $2::timestamptz, $2::timestamptz, $3::int, $4::int, $5::int, $6::int, $7::timestamptz, $8::text,
        $9::text, $10::text, $11::text, $12::text, $13::text, $14::text, $15::text,
        $16::boolean, $2::timestamptz, $17::text, $18::boolean, $19::timestamptz, $20::text,
        $21::text, $22::text, $23::text, $24::timestamptz, $28::text)
      on conflict (idempotency_key) do nothing
      returning id)`,
    `e as (insert into audit_events (created_at, actor_type, action, project_id, to_status_id, details)
      select $25::timestamptz, 'customer', 'project.created', p.id, $26::int, $27::jsonb from p)`,
  ];
  if (assigned) {
    // The dashboard's assignment history (docs/product/dashboard.md, "Requests and assignments"), as applyTransition keeps it.
    parts.push(`g as (insert into project_assignments (project_id, provider_id, assigned_at, at_creation)
      select p.id, ${next()}::int, ${next()}::timestamptz, true from p)`);
  }
  if (answers > 0) {
    const values = rowsOf(answers, () => `(${next()}::int, ${next()}::int)`);
    parts.push(`a as (insert into home_project_answers (project_id, question_id, answer_id) select p.id, v.q, v.a from p, (values ${values}) v(q, a))`);
  }
  if (tokens > 0) {
    const values = rowsOf(tokens, () => `(${next()}::text, ${next()}::int, ${next()}::timestamptz)`);
    parts.push(`u as (insert into marketing_unsubscribe_tokens (token_hash, project_id, created_at) select v.* from p, (values ${values}) v(h, i, c))`);
  }
  if (mails > 0) {
    let order = 0;
    const values = rowsOf(
      mails,
      () =>
        `(${order++}, ${next()}::timestamptz, ${next()}::text, ${next()}::text, ${next()}::text, ${next()}::text, ${next()}::text, ${next()}::text,
          ${next()}::int, ${next()}::timestamptz, ${next()}::int, ${next()}::boolean, ${next()}::text)`,
    );
    parts.push(`m as (insert into mail_queue (created_at, template, language, recipient, subject, text_body, html_body, attempts, next_attempt_at, project_id, forget_after_send, list_unsubscribe_url)
      select v.c, v.t, v.l, v.r, v.s, v.tb, v.hb, v.at, v.n, v.pid, v.f, v.u from p, (values ${values}) v(o, c, t, l, r, s, tb, hb, at, n, pid, f, u) order by v.o)`);
  }
  const text = `with ${parts.join(", ")} select id from p`;
  writeTexts.set(key, text);
  return text;
}
