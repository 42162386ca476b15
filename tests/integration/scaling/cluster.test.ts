import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import { resolve } from "node:path";
import { createTestDatabase, testDriver, type TestDatabase } from "../../support/database";
import { missingPrerequisite } from "../../support/prerequisites";
import { freePort } from "../../support/server";

const root = resolve(import.meta.dir, "../../..");
// The cluster runs on Postgres only (it refuses PGlite, tested below on both drivers).
const skipCluster =
  testDriver !== "postgres" || missingPrerequisite("HAProxy", existsSync("/usr/sbin/haproxy") ? undefined : "no /usr/sbin/haproxy (apt-get install haproxy)");

const portIsFree = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(false);
    });
    socket.once("error", () => done(true));
  });

/** `bun run cluster` (docs/operations/scaling-out.md): real HAProxy, real instances, real s3rver. */
describe(`bun run cluster on ${testDriver}`, () => {
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.dispose();
  }, 60_000);

  test("refuses the embedded database with a clear message", async () => {
    const child = Bun.spawn(["bun", "scripts/cluster.ts"], { cwd: root, env: { ...process.env, DATABASE_URL: "" }, stdout: "pipe", stderr: "pipe" });
    const [stderr, code] = await Promise.all([new Response(child.stderr).text(), child.exited]);
    expect(code).toBe(2);
    expect(stderr).toContain("needs DATABASE_URL");
    expect(stderr).toContain("PGlite");
  });

  test.skipIf(skipCluster)(
    "3 instances behind HAProxy: a limit of 5 per minute holds whatever instance answers; SIGTERM leaves nothing behind",
    async () => {
      // The instances serve the client build; made here when this run has none yet.
      if (!existsSync(resolve(root, "dist/client/index.html"))) {
        const build = Bun.spawn(["bun", "run", "build"], { cwd: root, stdout: "ignore", stderr: "inherit" });
        expect(await build.exited).toBe(0);
      }
      database = await createTestDatabase();
      const clusterFolders = () => new Set(readdirSync(tmpdir()).filter((n) => n.startsWith("hs-cluster-")));
      const foldersBefore = clusterFolders();
      const clusterPort = await freePort();
      const basePort = Number(process.env.CLUSTER_TEST_BASE_PORT ?? 4030);
      const ports = [clusterPort, basePort, basePort + 1, basePort + 2, basePort + 20];
      const child = Bun.spawn(["bun", "scripts/cluster.ts", "--instances", "3"], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: database.url, CLUSTER_PORT: String(clusterPort), CLUSTER_INSTANCE_BASE_PORT: String(basePort), CREATE_RATE_LIMIT_PER_MINUTE: "5" },
        stdout: "pipe",
        stderr: "ignore",
      });
      let out = "";
      const reader = child.stdout.getReader();
      const deadline = Date.now() + 150_000;
      while (!out.includes("\n") && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        out += new TextDecoder().decode(value);
      }
      const url = `http://127.0.0.1:${clusterPort}`;
      expect(out.trim()).toBe(`ready ${url}`);

      const replies = await Promise.all(
        Array.from({ length: 12 }, () =>
          fetch(`${url}/api/homeproject/addproject`, { method: "POST", headers: { origin: url, "content-type": "application/json" }, body: "{}" }),
        ),
      );
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
      expect(statuses.filter((s) => s !== 429)).toHaveLength(5);
      // /metrics is not reachable through the load balancer.
      expect((await fetch(`${url}/metrics`)).status).toBe(403);

      child.kill("SIGTERM");
      expect(await child.exited).toBe(0);
      for (const port of ports) expect(await portIsFree(port)).toBe(true);
      expect([...clusterFolders()].filter((n) => !foldersBefore.has(n))).toEqual([]);
    },
    360_000,
  );
});
