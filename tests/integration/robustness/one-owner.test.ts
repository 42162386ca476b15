import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { acquireDataFolderLock, DataFolderInUseError, lockPathOf } from "@/server/ownership/data-folder-lock";
import { testDriver } from "../../support/database";
import { freePort } from "../../support/free-port";
import { startChildServer, type ChildServer } from "./support/child-server";
import { runToExit } from "./support/spawn-main";
import { temporaryFolder } from "../../support/temporary-folders";

/**
 * One owner per port and per data folder (docs/operations/one-owner.md), with real processes:
 * `bun src/server/main.ts` twice, and the database commands beside a running server.
 */
// The servers here always run on their own embedded databases: the Postgres run has nothing to add.
describe.skipIf(testDriver !== "pglite")("one owner per port and per data folder", () => {
  const root = temporaryFolder("hs-owner-");
  const firstDir = join(root, "first");
  let first: ChildServer;
  let firstPort: number;

  beforeAll(async () => {
    first = await startChildServer({ DATA_DIR: firstDir });
    firstPort = Number(new URL(first.origin).port);
  }, 120_000);
  afterAll(async () => {
    await first?.dispose();
    rmSync(root, { recursive: true, force: true });
  }, 30_000);

  const main = ["bun", "src/server/main.ts"];
  const serverEnv = (port: number, dataDir: string, extra: Record<string, string> = {}) => ({
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ...extra,
  });

  test("a second start on a port in use exits non-zero within a second, with one line naming the port", async () => {
    // src/server/start.ts is what `bun start` and `bun dev` run.
    const second = await runToExit(["bun", "src/server/start.ts"], serverEnv(firstPort, join(root, "second")));
    console.log(`port in use: the second start exited with ${second.code} after ${Math.round(second.ms)} ms`);
    expect(second.code).not.toBe(0);
    expect(second.ms).toBeLessThan(1000);
    const lines = second.output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ level: "error", event: "server.port-in-use", port: firstPort });
    expect(lines[0]).toContain(`Port ${firstPort}`);
    expect(lines[0]).toContain("another PORT");
    // It opened nothing: its data folder was never created, and the first server still answers.
    expect(existsSync(join(root, "second", "pglite"))).toBe(false);
    expect((await fetch(`${first.origin}/readyz`)).status).toBe(200);
  }, 30_000);

  test("main.ts run directly refuses the port the same way, before opening its database", async () => {
    const second = await runToExit(main, serverEnv(firstPort, join(root, "direct")));
    expect(second.code).not.toBe(0);
    const lines = second.output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ event: "server.port-in-use", port: firstPort });
    expect(existsSync(join(root, "direct", "pglite"))).toBe(false);
  }, 30_000);

  test("REUSE_PORT=1 is refused on the embedded database", async () => {
    const shared = await runToExit(main, serverEnv(firstPort, join(root, "shared"), { REUSE_PORT: "1" }));
    expect(shared.code).not.toBe(0);
    expect(shared.output).toContain("REUSE_PORT: is refused on the embedded database");
  }, 30_000);

  test("a second server on a data folder in use exits non-zero on its own free port, naming the folder and the holder", async () => {
    const port = await freePort();
    const second = await runToExit(main, serverEnv(port, firstDir));
    expect(second.code).not.toBe(0);
    const lines = second.output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${firstDir}/pglite is in use by process ${first.process.pid}`);
    // Nobody listens on the port it was given.
    expect(
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => "answered",
        () => "refused",
      ),
    ).toBe("refused");
    expect((await fetch(`${first.origin}/readyz`)).status).toBe(200);
  }, 30_000);

  test("db:seed, db:import-postal-areas, db:check and db:retention on a folder in use exit non-zero and say why", async () => {
    const csv = join(root, "areas.csv");
    writeFileSync(csv, "postcode;municipality;locality;province;latitude;longitude\n1000;Bruxelles;Bruxelles;Bruxelles;50.8;4.35\n");
    for (const script of ["db:seed", "db:check", "db:import-postal-areas", "db:retention"]) {
      const args = script === "db:import-postal-areas" ? [csv] : [];
      const run = await runToExit(["bun", "run", "--silent", script, ...args], { DATA_DIR: firstDir });
      expect({ script, code: run.code === 0 ? 0 : "non-zero" }).toEqual({ script, code: "non-zero" });
      expect(run.output).toContain(`Nothing done. The data folder ${firstDir}/pglite is in use by process ${first.process.pid}`);
    }
  }, 60_000);

  test("the lock of a process that is gone is taken over with a log line; a graceful stop releases it", async () => {
    const dir = join(root, "crashed");
    const crashed = await startChildServer({ DATA_DIR: dir });
    const lockFile = lockPathOf(join(dir, "pglite"));
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(crashed.process.pid);
    crashed.kill("SIGKILL");
    await crashed.exited;
    // Killed without a chance to clean up: the file is still there, naming a process that is gone.
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(crashed.process.pid);

    const next = await startChildServer({ DATA_DIR: dir });
    try {
      const takeOver = next
        .output()
        .split("\n")
        .filter((l) => l.includes("data-folder.lock-taken-over"));
      expect(takeOver).toHaveLength(1);
      expect(JSON.parse(takeOver[0] ?? "{}").previousPid).toBe(crashed.process.pid);
      expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(next.process.pid);
      next.kill("SIGTERM");
      expect(await next.exited).toBe(0);
      expect(existsSync(lockFile)).toBe(false);
    } finally {
      await next.dispose();
      await crashed.dispose();
    }
  }, 120_000);
});

describe("the data-folder lock in one process", () => {
  test("a second holder is refused until the first releases it", () => {
    const dir = join(temporaryFolder("hs-lock-"), "pglite");
    const lock = acquireDataFolderLock(dir, "test");
    expect(() => acquireDataFolderLock(dir, "test")).toThrow(DataFolderInUseError);
    lock.release();
    const again = acquireDataFolderLock(dir, "test");
    expect(again.tookOverFrom).toBeUndefined();
    again.release();
  });
});

describe("REUSE_PORT", () => {
  test("off unless set; allowed with Postgres, refused on the embedded database", async () => {
    const { parseEnv } = await import("@/server/env");
    expect(parseEnv({}).REUSE_PORT).toBe(false);
    expect(parseEnv({ REUSE_PORT: "1", DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x" }).REUSE_PORT).toBe(true);
    expect(() => parseEnv({ REUSE_PORT: "1" })).toThrow(/REUSE_PORT: is refused on the embedded database/);
  });
});
