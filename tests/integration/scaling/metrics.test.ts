import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { homeProjects, mailQueue } from "@/server/db/schema";
import { addWorkingDays, responseWorkingDays } from "@/server/domain/working-days/service";
import { createTestDatabase, testDriver, type TestDatabase } from "../../support/database";
import { postalAreaId, seedForApi, validPayload } from "../../support/fixtures";
import { startTestServer } from "../../support/server";

const token = "metrics-token-for-tests-0123456789";

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The Prometheus text format, one sample per line. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1] ?? ""] = pair[2] ?? "";
    samples.push({ name: match[1] ?? "", labels, value: Number(match[3]) });
  }
  return samples;
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found?.value ?? 0;
}

/** docs/operations/scaling-out.md#metrics */
describe(`/metrics on ${testDriver}`, () => {
  let database: TestDatabase;
  let brussels: number;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let closed: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    server = await startTestServer(database, { METRICS_TOKEN: token, CREATE_RATE_LIMIT_PER_MINUTE: "2", TRUSTED_PROXIES: "" });
    closed = await startTestServer(database);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await closed?.stop();
    await database.dispose();
  }, 60_000);

  const scrape = async () => {
    const reply = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("text/plain");
    return parse(await reply.text());
  };

  test("not public: 401 without or with a wrong token, 404 when no METRICS_TOKEN is set", async () => {
    expect((await fetch(`${server.origin}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${token}x` } })).status).toBe(401);
    expect((await fetch(`${server.origin}/metrics`, { headers: { authorization: token } })).status).toBe(401);
    expect((await fetch(`${closed.origin}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    // Through a load balancer (whatever spelling of the path passed its deny rule): not answered, even with the token.
    const viaProxy: Record<string, string>[] = [{ "x-forwarded-for": "203.0.113.7" }, { forwarded: "for=203.0.113.7" }];
    for (const forwarded of viaProxy) {
      for (const path of ["/metrics", "/METRICS", "//metrics"]) {
        const reply = await fetch(`${server.origin}${path}`, { headers: { authorization: `Bearer ${token}`, ...forwarded } });
        expect({ path, forwarded, status: reply.status }).toEqual({ path, forwarded, status: 404 });
      }
    }
  });

  test("requests by route pattern and status, rate-limit refusals, outbox, sweeper lag, memory", async () => {
    const before = await scrape();
    const create = () =>
      fetch(`${server.origin}/api/homeproject/addproject`, {
        method: "POST",
        headers: { origin: server.origin, "content-type": "application/json" },
        body: JSON.stringify(validPayload({ PostalAreaId: brussels })),
      });
    const statuses = [(await create()).status, (await create()).status, (await create()).status];
    expect(statuses).toEqual([200, 200, 429]);
    expect((await fetch(`${server.origin}/api/servicecategory/getallactive`)).status).toBe(200);
    expect((await fetch(`${server.origin}/files/secret-name-123.png?exp=1&sig=x`)).status).toBe(404);

    // A provider assigned ten days ago has let its deadline pass: the sweeper (not running here) lags.
    const assignedAt = new Date(server.clock.now().getTime() - 10 * 24 * 3600 * 1000);
    const [project] = await database.db.select({ id: homeProjects.id }).from(homeProjects).where(isNotNull(homeProjects.providerId)).limit(1);
    if (!project) throw new Error("no routed project");
    await database.db.update(homeProjects).set({ providerAssignedAt: assignedAt, statusId: 1 }).where(eq(homeProjects.id, project.id));

    const after = await scrape();
    const route = "/api/homeproject/addproject";
    const delta = (name: string, labels: Record<string, string>) => value(after, name, labels) - value(before, name, labels);
    expect(delta("hs_http_requests_total", { route, method: "POST", status: "200" })).toBe(2);
    expect(delta("hs_http_requests_total", { route, method: "POST", status: "429" })).toBe(1);
    expect(delta("hs_http_request_duration_seconds_count", { route, method: "POST", status: "200" })).toBe(2);
    expect(delta("hs_http_requests_total", { route: "/api/servicecategory/getallactive", method: "GET", status: "200" })).toBe(1);
    expect(delta("hs_http_requests_total", { route: "/files/:name", method: "GET", status: "404" })).toBe(1);
    expect(delta("hs_rate_limit_refusals_total", { scope: "create" })).toBe(1);
    // Route patterns only: no raw path with its names or tokens.
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes("secret-name")))).toBe(false);

    const [unsent] = await database.db.select({ n: count() }).from(mailQueue).where(isNull(mailQueue.sentAt));
    expect(unsent?.n ?? 0).toBeGreaterThan(0);
    expect(value(after, "hs_mail_outbox_unsent")).toBe(unsent?.n ?? -1);
    expect(value(after, "hs_mail_outbox_oldest_unsent_age_seconds")).toBeGreaterThanOrEqual(0);
    const [oldest] = await database.db
      .select({ at: homeProjects.providerAssignedAt })
      .from(homeProjects)
      .where(and(eq(homeProjects.statusId, 1), isNotNull(homeProjects.providerId)))
      .orderBy(homeProjects.providerAssignedAt)
      .limit(1);
    if (!oldest?.at) throw new Error("no assigned project");
    const expectedLag = (server.clock.now().getTime() - addWorkingDays(oldest.at, responseWorkingDays).getTime()) / 1000;
    expect(expectedLag).toBeGreaterThan(0);
    expect(value(after, "hs_deadline_sweeper_lag_seconds")).toBeCloseTo(expectedLag, 0);
    expect(value(after, "hs_process_memory_bytes", { kind: "rss" })).toBeGreaterThan(1_000_000);
    if (testDriver === "postgres") expect(after.some((s) => s.name === "hs_db_connections")).toBe(true);
  });
});
