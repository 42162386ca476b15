import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Elysia } from "elysia";
import { clientReportPath, clientReports, maxReportBytes, reportsPerMinute } from "@/server/observability/client-reports";
import { createStackResolver } from "@/server/observability/source-maps";
import { testEnv } from "../../support/app";
import { capturingLogger } from "../../support/capturing-logger";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { freePort } from "../../support/free-port";
import { temporaryFolder } from "../../support/temporary-folders";

/** A minified bundle built here, with its map kept outside the served folder as scripts/build.ts does. */
async function buildWithMap() {
  const dir = temporaryFolder("hs-maps-");
  const source = join(dir, "crashing-widget.ts");
  writeFileSync(
    source,
    [
      "export function add(a: number, b: number) {",
      "  return a + b;",
      "}",
      "",
      "export function explode(reason: string) {",
      '  throw new TypeError("widget broke: " + reason);',
      "}",
      "console.log(add(1, 2));",
      "explode(String(Date.now()));",
      "",
    ].join("\n"),
  );
  const out = join(dir, "out");
  const result = await Bun.build({ entrypoints: [source], outdir: out, minify: true, sourcemap: "external", naming: "[name]-[hash].[ext]" });
  if (!result.success) throw new Error("build failed");
  const js = readdirSync(out).find((f) => f.endsWith(".js"))!;
  const code = await Bun.file(join(out, js)).text();
  // Where `throw` is in the built file: line and column (1-based) as a browser reports them.
  const lines = code.split("\n");
  const line = lines.findIndex((l) => l.includes("throw"));
  const column = lines[line]!.indexOf("throw") + 1;
  return { mapsDir: out, file: js, line: line + 1, column, code };
}

describe("client crash reports", () => {
  const capture = capturingLogger();
  let origin: string;
  let app: { stop(close?: boolean): Promise<unknown> } | undefined;
  let built: Awaited<ReturnType<typeof buildWithMap>>;
  let database: TestDatabase;

  beforeAll(async () => {
    // The report limit is counted in the database, as every rate limit (docs/operations/scaling-out.md).
    database = await createTestDatabase();
    built = await buildWithMap();
    const port = await freePort();
    const server = new Elysia().use(clientReports({ env: testEnv(), db: database.db, logger: capture.logger, mapsDir: built.mapsDir }));
    server.listen({ port, hostname: "127.0.0.1" });
    app = server;
    origin = `http://127.0.0.1:${port}`;
  }, 60_000);
  afterAll(async () => {
    await app?.stop(true);
    await database?.dispose();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}${clientReportPath}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  test("the source map resolves a minified frame to the source file, line and column", () => {
    const resolve = createStackResolver(built.mapsDir);
    const resolved = resolve(`TypeError: widget broke\n    at explode (http://example.test/assets/${built.file}:${built.line}:${built.column})`);
    expect(resolved).toMatch(/crashing-widget\.ts:6:\d+/);
    // An unknown file stays as it was.
    expect(resolve("at x (http://example.test/assets/other-abc.js:1:5)")).toBe("at x (http://example.test/assets/other-abc.js:1:5)");
  });

  test("a report is logged once as client.crash with its stack resolved, the page without query or token, no e-mail", async () => {
    capture.clear();
    const response = await post({
      kind: "boundary",
      message: "TypeError: widget broke for jan.peeters@example.be at /api/projectstatus/Kf0paoQ3x_9sLmN2bV7cR4tY8uW1eZ6hJ5kD0gF3aS2/files",
      stack: `TypeError: widget broke\n    at explode (http://example.test/assets/${built.file}:${built.line}:${built.column})`,
      page: "/status/Zx9ab_cdEFghijkLMNop-qrstuv12?utm=mail",
      requestId: "k2m3n4p5q6r7",
      release: "abc123def456",
    });
    expect(response.status).toBe(204);
    const lines = capture.lines().filter((l) => l.event === "client.crash");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      kind: "boundary",
      page: "/status/:token",
      failedRequestId: "k2m3n4p5q6r7",
      release: "abc123def456",
      message: "TypeError: widget broke for [email] at /api/projectstatus/:token/files",
    });
    expect(String(lines[0]?.stack)).toMatch(/crashing-widget\.ts:6:\d+/);
    expect(capture.text()).not.toContain("jan.peeters");
    expect(capture.text()).not.toContain("Zx9ab_cdEFghijkLMNop");
    expect(capture.text()).not.toContain("Kf0paoQ3x");
  });

  test("a malformed report is refused with 400, an oversized one with 413, and neither is logged", async () => {
    capture.clear();
    expect((await post("not json")).status).toBe(400);
    expect((await post({ kind: "other", message: "x", page: "/" })).status).toBe(400);
    expect((await post({ kind: "error", message: "x".repeat(maxReportBytes + 10), page: "/" })).status).toBe(413);
    expect(capture.lines().filter((l) => l.event === "client.crash")).toEqual([]);
  });

  test(`a client sending more than ${reportsPerMinute} reports a minute gets 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < reportsPerMinute + 3; i++) statuses.push((await post({ kind: "error", message: `loop ${i}`, page: "/" })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(reportsPerMinute);
  });
});
