import { createHash, randomBytes } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import type postgres from "postgres";
import type { AddProjectInput } from "../../../src/shared/schemas/project";
import { validPayload } from "../../support/payload";
import { waitingStatusIds } from "../../../src/shared/project-statuses";

/**
 * A request as the wizard sends it, in 1000 Bruxelles: demo provider 1 gets it (status 1). The
 * request context carries the page's cookies but no Origin header: after the page has received a
 * cookie (the upload grant of an earlier request), the server's origin check refuses the call, as
 * it would a cross-site form; a test sending several requests clears the cookies in between.
 */
export async function sendRequest(request: APIRequestContext, overrides: Partial<AddProjectInput> = {}): Promise<number> {
  const areas = await (await request.get("/api/postalarea/getpostalareabypostalcode?postCode=1000")).json();
  const bruxelles = (areas.data as { id: number; cityPostalArea: string }[]).find((a) => a.cityPostalArea === "Bruxelles");
  const response = await request.post("/api/homeproject/addproject", { data: validPayload({ PostalAreaId: bruxelles?.id, ...overrides }) });
  const body = await response.json();
  expect(body.isError, `addproject answered ${response.status()}: ${JSON.stringify(body)}`).toBe(false);
  return body.data as number;
}

/** A secret token and the SHA-256 the database keeps of it (docs/product/personal-data.md). */
export function tokenAndHash(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: createHash("sha256").update(token).digest("hex") };
}

/** Gives the project a status link whose token the test knows (the e-mail's token is never stored). */
export async function statusLinkFor(sql: postgres.Sql, projectId: number): Promise<string> {
  const { token, hash } = tokenAndHash();
  await sql`update home_projects set status_token_hash = ${hash}, status_token_expires_at = now() + interval '90 days' where id = ${projectId}`;
  return `/projectstatus/${token}`;
}

/**
 * The accessible name of a list's "#12" link: "Projet n° 12" / "Project nr. 12"
 * (src/client/components/project-number.tsx), in either language; a line's text may follow it.
 */
export function projectNumber(id: number): RegExp {
  return new RegExp(`^(Projet n°\\s|Project nr\\. )${id}(?!\\d)`);
}

/**
 * Runs `check` with provider 1's other requests waiting for its answer lent to provider 2, then
 * gives them back. Its list shows waiting requests first, oldest first (docs/product/consoles.md),
 * and the worker's earlier tests leave many: a test that reads its own projects on the list's first
 * page would otherwise depend on which tests ran before it.
 */
export async function withProviderOneListFreed<T>(sql: postgres.Sql, keep: readonly number[], check: () => Promise<T>): Promise<T> {
  const lent = await sql<{ id: number }[]>`update home_projects set provider_id = 2
    where provider_id = 1 and status_id in ${sql(waitingStatusIds.map(Number))} and id not in ${sql([...keep, 0].map(Number))} returning id`;
  try {
    return await check();
  } finally {
    if (lent.length > 0) await sql`update home_projects set provider_id = 1 where id in ${sql(lent.map((row) => row.id))}`;
  }
}
