import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { rateLimitUnchecked } from "@/server/metrics/registry";
import { createRateLimiter } from "@/server/rest/rate-limit";
import { createTestDatabase, testDriver, type TestDatabase } from "../../support/database";
import { postalAreaId, seedForApi, validPayload } from "../../support/fixtures";
import { startTestServer } from "../../support/server";

/** docs/operations/scaling-out.md: a limit of N per minute holds across all instances together. */
describe(`rate limits shared by two instances on ${testDriver}`, () => {
  let database: TestDatabase;
  let brussels: number;
  const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    for (let i = 0; i < 2; i++) servers.push(await startTestServer(database, { CREATE_RATE_LIMIT_PER_MINUTE: "5", TRUSTED_PROXIES: "127.0.0.1" }));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database.dispose();
  }, 60_000);

  const create = (origin: string, client: string, language: "fr" | "nl") =>
    fetch(`${origin}/api/homeproject/addproject`, {
      method: "POST",
      headers: { origin, "content-type": "application/json", "x-forwarded-for": client, "x-language": language },
      body: JSON.stringify(validPayload({ PostalAreaId: brussels })),
    });

  test("12 concurrent requests spread over two instances: exactly 5 accepted, the rest 429 in the caller's language", async () => {
    const [a, b] = servers.map((s) => s.origin) as [string, string];
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => create(i % 2 ? a : b, "198.51.100.50", i % 3 ? "fr" : "nl")));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const messages = new Set<string>();
    for (const reply of replies.filter((r) => r.status === 429)) {
      expect(reply.headers.get("retry-after")).toBe("60");
      const body = await reply.json();
      expect(body).toMatchObject({ isError: true, data: null });
      messages.add(body.userMessage);
    }
    // French and Dutch refusals: two different non-empty texts.
    expect(messages.size).toBe(2);
    // Another client still has its own quota, on either instance.
    expect((await create(b, "198.51.100.51", "fr")).status).toBe(200);
  });

  test("a stored key is an HMAC under SESSION_SECRET: not the SHA-256 anyone can compute of an address", async () => {
    const limiter = createRateLimiter({
      db: database.db,
      secret: "a-session-secret-of-32-characters-or-more",
      scope: "test-keyed",
      limit: 5,
      windowMs: 60_000,
    });
    expect(await limiter.allow("198.51.100.77")).toBe(true);
    const [row] = rowsOf<{ key: string }>(await database.db.execute(sql`select key from rate_limit_counters where scope = 'test-keyed'`));
    const plainHash = createHash("sha256").update("198.51.100.77").digest("base64url").slice(0, 22);
    expect(row?.key).toHaveLength(22);
    expect(row?.key).not.toBe(plainHash);
    // Another secret (another installation) gives another key for the same address.
    const other = createRateLimiter({ db: database.db, secret: "another-session-secret-of-32-characters", scope: "test-keyed", limit: 5, windowMs: 60_000 });
    await other.allow("198.51.100.77");
    expect(rowsOf(await database.db.execute(sql`select key from rate_limit_counters where scope = 'test-keyed'`))).toHaveLength(2);
  });

  test("the table holds hashed keys only, and an expired window starts again at 1", async () => {
    const limiter = createRateLimiter({ db: database.db, secret: undefined, scope: "test-window", limit: 2, windowMs: 1500 });
    expect(await limiter.allow("203.0.113.9")).toBe(true);
    expect(await limiter.allow("203.0.113.9")).toBe(true);
    expect(await limiter.allow("203.0.113.9")).toBe(false);
    const stored = rowsOf<{ key: string }>(await database.db.execute(sql`select key from rate_limit_counters`));
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.key).not.toContain("203.0.113");
    // Wait for the window to pass, polling the database's own clock (bounded).
    for (let i = 0; i < 100; i++) {
      const [row] = rowsOf<{ expired: boolean }>(
        await database.db.execute(sql`select expires_at <= now() as expired from rate_limit_counters where scope = 'test-window'`),
      );
      if (row?.expired) break;
      await Bun.sleep(50);
    }
    expect(await limiter.allow("203.0.113.9")).toBe(true);
  });

  test("a count that cannot be read lets the request through, and the metric counts it by scope", async () => {
    const limiter = createRateLimiter({ db: database.db, secret: undefined, scope: "test-unchecked", limit: 1, windowMs: 60_000 });
    const unchecked = async () => (await rateLimitUnchecked.get()).values.find((v) => v.labels.scope === "test-unchecked")?.value ?? 0;
    const before = await unchecked();
    await database.db.execute(sql`alter table rate_limit_counters rename to rate_limit_counters_away`);
    try {
      // Over the limit of one, yet let through: nothing could be counted.
      expect(await limiter.allow("203.0.113.10")).toBe(true);
      expect(await limiter.allow("203.0.113.10")).toBe(true);
    } finally {
      await database.db.execute(sql`alter table rate_limit_counters_away rename to rate_limit_counters`);
    }
    expect(await unchecked()).toBe(before + 2);
    // Counted again as soon as the table answers.
    expect(await limiter.allow("203.0.113.10")).toBe(true);
    expect(await limiter.allow("203.0.113.10")).toBe(false);
    expect(await unchecked()).toBe(before + 2);
  });
});
