import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { marketingConsentVersion, privacyNoticeVersion } from "@/shared/consent";
import type { AddProjectPayload } from "@/shared/schemas/project";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { homeProjects } from "../../db/schema";
import { prepareMail } from "../../mail/queue";
import { requestableServiceFromCatalog } from "../catalog/service";
import { DomainError, refuse } from "../errors";
import { publicLink } from "../notifications/links";
import type { Notifier } from "../notifications/service";
import { ProjectStatus } from "../project-status/statuses";
import { checkAnswers } from "./answers";
import { brusselsDay } from "../working-days/brussels-time";
import { type NewProjectRow, readCreationFacts, writeCreation } from "./creation-sql";

export interface CreateProjectDeps {
  db: Database;
  clock: Clock;
  /**
   * The e-mails of docs/product/notifications.md, queued in the creating transaction: the customer's confirmation
   * (with the private status link), the assigned provider, or the network mailbox (status 7 or 8).
   * Required: built once by the process (src/server/main.ts) and passed down, so no door can forget the mail.
   */
  notify: Notifier;
  /** PUBLIC_URL: the status link in the confirmation starts with it. */
  publicUrl?: string;
}

export interface CreatedProject {
  projectId: number;
  /** False when an earlier send with the same idempotency key already created it. */
  created: boolean;
  /** Secret for the browser's upload cookie (only its hash is stored). */
  uploadToken: string;
  /** Secret of the customer's private status link (only its hash is stored); absent on a repeated send. */
  statusToken?: string;
}

/** The customer's status link stays valid this long (docs/product/personal-data.md). */
export const statusTokenLifetimeMs = 90 * 24 * 60 * 60 * 1000;

/** Path of the customer's status page for a token. */
export const statusPagePath = (token: string) => `projectstatus/${token}`;

export const uploadWindowMs = 30 * 60 * 1000;

const keyUsedBefore = () => refuse("requestSentBefore", "conflict");

/** Whether creation was refused because its idempotency key came before with another payload (REST answers 422). */
export function isKeyUsedBefore(error: unknown): error is DomainError {
  return error instanceof DomainError && error.message_.section === "api" && error.message_.key === "requestSentBefore";
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Creates a project from a validated payload: routes it again on the server, sets status 1, 7
 * or 8, stores consents with time and version, and writes project, answers, audit event and its
 * mails at once. A repeated idempotency key returns the first project and writes nothing new.
 *
 * Two round trips (docs/architecture.md#project-creation): one read (the project's id drawn from
 * its sequence, the postal area, the routing rule, the provider's mailbox, the service's names)
 * and one statement writing every row; a single statement is atomic, so no transaction is opened.
 * Both are prepared statements with a fixed text (src/server/db/prepared.ts).
 */
export async function createProject(deps: CreateProjectDeps, payload: AddProjectPayload, idempotencyKey: string | undefined): Promise<CreatedProject> {
  const { db, clock } = deps;
  const service = await requestableServiceFromCatalog(db, payload.ServiceId);
  if (!service) throw refuse("serviceUnknown");
  const answerRows = checkAnswers(service.questions, payload.Answers);
  const now = clock.now();
  const facts = await readCreationFacts(db, service, payload.PostalAreaId, brusselsDay(now));
  if (!facts) throw refuse("postalAreaUnknown");

  const uploadToken = randomBytes(32).toString("base64url");
  // The parsed payload, keys in the schema's order: the same send gives the same text.
  const payloadHash = hashToken(JSON.stringify(payload));
  const statusToken = randomBytes(32).toString("base64url");
  const { projectId, providerId } = facts;
  const statusId = service.needsManualHandling ? ProjectStatus.ManualHandling : providerId ? ProjectStatus.New : ProjectStatus.NoProviderFound;
  const statusTokenExpiresAt = new Date(now.getTime() + statusTokenLifetimeMs);
  const project: NewProjectRow = {
    id: projectId,
    createdAt: now,
    serviceId: service.id,
    postalAreaId: payload.PostalAreaId,
    statusId,
    providerId: providerId ?? null,
    providerAssignedAt: providerId ? now : null,
    language: payload.CustomerLanguage,
    customerDescription: payload.CustomerDescription,
    customerFirstName: payload.CustomerName,
    customerLastName: payload.CustomerLastName,
    customerGsm: payload.CustomerGSM,
    customerEmail: payload.CustomerEmail,
    customerStreetHouseNumber: payload.CustomerStreetHouseNumber,
    customerBus: payload.CustomerBus,
    isInsurerCustomer: payload.IsInsurerCustomer,
    privacyConsentVersion: privacyNoticeVersion,
    marketingConsent: payload.CustomerPrivacyMarketing,
    marketingConsentAt: payload.CustomerPrivacyMarketing ? now : null,
    marketingConsentVersion: payload.CustomerPrivacyMarketing ? marketingConsentVersion : null,
    idempotencyKey: idempotencyKey ?? null,
    idempotencyPayloadHash: idempotencyKey ? payloadHash : null,
    uploadTokenHash: hashToken(uploadToken),
    statusTokenHash: hashToken(statusToken),
    statusTokenExpiresAt,
  };
  const mails = deps.notify
    .projectCreated({
      projectId,
      statusId,
      language: payload.CustomerLanguage,
      firstName: payload.CustomerName,
      email: payload.CustomerEmail,
      serviceName: facts.serviceName,
      municipality: facts.municipality,
      manualHandling: service.needsManualHandling || statusId === ProjectStatus.ManualHandling,
      noProvider: statusId === ProjectStatus.NoProviderFound,
      statusTokenExpiresAt,
      statusUrl: publicLink(deps.publicUrl ?? "http://localhost:3000", statusPagePath(statusToken)),
      provider: providerId ? { id: providerId, mailbox: facts.mailbox } : undefined,
      now,
    })
    .map(prepareMail);
  const written = await writeCreation(db, project, {
    answers: answerRows,
    // Who got it; `null` when routing found nobody (the history says "Aucun prestataire trouvé").
    audit: {
      createdAt: now,
      toStatusId: statusId,
      details: providerId ? { providerId } : statusId === ProjectStatus.NoProviderFound ? { providerId: null } : {},
    },
    assignment: providerId ? { providerId, assignedAt: now } : undefined,
    mails,
  });
  if (written) return { projectId, created: true, uploadToken, statusToken };

  // The same request came before: answer as then, and let this browser upload again. The same key
  // with another payload is another request (or someone else's guess of the key): refused, so it
  // neither passes for the first one nor takes its upload rights.
  return db.transaction(async (tx) => {
    const [first] = await tx
      .select({ id: homeProjects.id, createdAt: homeProjects.createdAt, payloadHash: homeProjects.idempotencyPayloadHash })
      .from(homeProjects)
      .where(eq(homeProjects.idempotencyKey, idempotencyKey ?? ""))
      .for("update");
    if (!first) throw refuse("internalError");
    if (first.payloadHash !== payloadHash) throw keyUsedBefore();
    if (first.createdAt.getTime() > now.getTime() - uploadWindowMs) {
      await tx
        .update(homeProjects)
        .set({ uploadTokenHash: hashToken(uploadToken) })
        .where(eq(homeProjects.id, first.id));
    }
    return { projectId: first.id, created: false, uploadToken };
  });
}
