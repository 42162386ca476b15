import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { homeProjects } from "@/server/db/schema";
import { hashToken } from "@/server/domain/projects/create-project";
import nlApi from "@/shared/i18n/nl/api";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { validPayload } from "../../support/fixtures";
import { waitFor } from "../../support/wait";
import { type ChildServer, startChildServer } from "./support/child-server";
import { type FreezableLink, startFreezableLink } from "./support/freezable-link";

/**
 * A Postgres that stops answering without closing anything (docs/operations/logging-and-errors.md,
 * "Database unreachable"): every public call a customer makes is answered 503 "try again" once its
 * database work passes `API_DEADLINE_MS`, never left hanging, and works again when the link does.
 * Postgres only: the embedded database cannot be cut off from its process.
 */
const metricsToken = "metrics-token-for-the-outage";

describe.skipIf(testDriver !== "postgres")(`public calls under a database that stops answering on ${testDriver}`, () => {
  let database: TestDatabase;
  let link: FreezableLink;
  let server: ChildServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.url ?? "");
    link = await startFreezableLink({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughLink = new URL(direct);
    throughLink.port = String(link.port);
    server = await startChildServer({ DATABASE_URL: throughLink.toString(), DATABASE_POOL_SIZE: "4", API_DEADLINE_MS: "500", METRICS_TOKEN: metricsToken });
  }, 120_000);
  afterAll(async () => {
    link?.thaw();
    await server?.dispose();
    await link?.close();
    await database?.dispose();
  });

  test("the status page, its actions, the rating link and the unsubscribe link answer 503 with Retry-After, and serve again once the database does", async () => {
    const { origin } = server;
    const areas = await (await fetch(`${origin}/api/postalarea/getpostalareabypostalcode?postCode=1000`)).json();
    const created = await (
      await fetch(`${origin}/api/homeproject/addproject`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify(validPayload({ PostalAreaId: areas.data[0].id })),
      })
    ).json();
    const token = "t".repeat(43);
    await database.db
      .update(homeProjects)
      .set({ statusTokenHash: hashToken(token), statusTokenExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(homeProjects.id, created.data));
    const statusPage = () => fetch(`${origin}/api/projectstatus/${token}?lang=nl`, { signal: AbortSignal.timeout(10_000) });
    expect((await statusPage()).status).toBe(200);

    link.freeze();
    const calls: [string, () => Promise<Response>][] = [
      ["status page", statusPage],
      [
        "withdraw",
        () => fetch(`${origin}/api/projectstatus/${token}/withdraw?lang=nl`, { method: "POST", headers: { origin }, signal: AbortSignal.timeout(10_000) }),
      ],
      ["export", () => fetch(`${origin}/api/projectstatus/${token}/export.json?lang=nl`, { signal: AbortSignal.timeout(10_000) })],
      ["rating link", () => fetch(`${origin}/api/rating/${token}?lang=nl`, { signal: AbortSignal.timeout(10_000) })],
    ];
    for (const [name, call] of calls) {
      const response = await call();
      expect({ name, status: response.status, retryAfter: response.headers.get("retry-after") }).toEqual({ name, status: 503, retryAfter: "5" });
      expect(await response.json()).toEqual({ isError: true, userMessage: nlApi.serviceUnavailable, data: null });
    }
    const unsubscribe = await fetch(`${origin}/api/unsubscribe/${token}`, { headers: { "accept-language": "nl-BE" }, signal: AbortSignal.timeout(10_000) });
    expect(unsubscribe.status).toBe(503);
    expect(await unsubscribe.text()).toBe(nlApi.serviceUnavailable);

    // The metrics still come, saying the database is away, with the process's own figures.
    const metrics = () => fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` }, signal: AbortSignal.timeout(10_000) });
    const during = await metrics();
    expect(during.status).toBe(200);
    const duringText = await during.text();
    expect(duringText).toMatch(/^hs_database_up 0$/m);
    expect(duringText).toContain("hs_http_requests_total");
    expect(duringText).not.toContain("hs_mail_outbox_unsent");

    link.thaw();
    await waitFor(async () => (await statusPage()).status === 200, 15_000, "the status page served again");
    const after = await (await metrics()).text();
    expect(after).toMatch(/^hs_database_up 1$/m);
    expect(after).toContain("hs_mail_outbox_unsent");
    // Each refusal was logged once as the database being away, with its request id.
    const failures = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"api.failed"'))
      .map((line) => JSON.parse(line));
    expect(failures.length).toBeGreaterThanOrEqual(calls.length + 1);
    for (const failure of failures) expect(failure).toMatchObject({ databaseUnavailable: true, requestId: expect.any(String) });
    // A call that ran out of time says how the pool stood: its 4 connections, each in one state.
    const timedOut = failures.filter((failure) => failure.err?.type === "DatabaseTimeout");
    expect(timedOut.length).toBeGreaterThan(0);
    for (const { pool } of timedOut) {
      expect(pool.queued).toBeGreaterThanOrEqual(0);
      expect(pool.open + pool.busy + pool.full + pool.reserved + pool.connecting + pool.closed + pool.ended).toBe(4);
    }
  }, 60_000);
});
