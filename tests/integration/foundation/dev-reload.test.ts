import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { testDriver, writeMigratedPgliteFolder } from "../../support/database";
import { missingPrerequisite } from "../../support/prerequisites";
import { freePort } from "../../support/free-port";
import { projectRoot } from "../robustness/support/child-server";
import { temporaryFolder } from "../../support/temporary-folders";

const pkg = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> };
const savedFile = join(projectRoot, "src/server/clock.ts");
const noProc = testDriver === "pglite" && missingPrerequisite("/proc (Linux)", existsSync("/proc/self/fd") ? undefined : "the counts are read from /proc");

/** What the dev process holds, read from the OS: open files under the data folder, listening sockets. */
function openFiles(pid: number, under: string): string[] {
  return readdirSync(`/proc/${pid}/fd`)
    .map((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        return "";
      }
    })
    .filter((target) => target.startsWith(under));
}

function listeners(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, "0");
  return ["/proc/net/tcp", "/proc/net/tcp6"]
    .filter(existsSync)
    .flatMap((file) => readFileSync(file, "utf8").split("\n").slice(1))
    .filter((line) => {
      const [, local, , state] = line.trim().split(/\s+/);
      return local?.endsWith(`:${hex}`) && state === "0A";
    }).length;
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(50);
  }
}

/**
 * `bun dev` keeps one of each however many times a server file is saved
 * (docs/operations/one-owner.md): the script as package.json has it, on its embedded database.
 */
// The embedded database's run only: the Postgres run would count the same process parts again.
describe.skipIf(testDriver !== "pglite" || noProc)("bun dev after ten saves of a server file", () => {
  const dataDir = temporaryFolder("hs-dev-");
  let port: number;
  let origin: string;
  let child: Subprocess<"ignore", "pipe", "pipe">;
  let output = "";
  const started = () => output.split("\n").filter((l) => l.includes('"server.started"')).length;
  const ready = async () => {
    try {
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
      return response.status === 200 ? ((await response.json()) as { live: Record<string, number> }) : undefined;
    } catch {
      return undefined;
    }
  };

  beforeAll(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // Its subject is the reloads, not the first start on an empty folder (the Playwright smoke server's).
    await writeMigratedPgliteFolder(join(dataDir, "pglite"));
    const [command = "bun", ...args] = (pkg.scripts.dev ?? "").split(" ");
    child = Bun.spawn([command, ...args], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: process.env.HOME ?? "/root",
        NODE_ENV: "development",
        LOG_FORMAT: "json",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
      },
      stdin: "ignore",
      stdout: "pipe",
      stderr: "pipe",
    });
    const pump = async (stream: ReadableStream<Uint8Array>) => {
      const decoder = new TextDecoder();
      for await (const chunk of stream) output += decoder.decode(chunk, { stream: true });
    };
    void pump(child.stdout);
    void pump(child.stderr);
    await waitFor("the first start", async () => (started() === 1 ? ready() : undefined), 90_000);
  }, 120_000);
  afterAll(async () => {
    child?.kill("SIGKILL");
    await child?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  test("one process, one listener, one database handle, one mail worker, one sweeper; a clean stop", async () => {
    const pglite = join(dataDir, "pglite");
    const before = openFiles(child.pid, dataDir);
    expect(before.filter((f) => f === `${pglite}.lock`)).toHaveLength(1);
    const source = readFileSync(savedFile);
    for (let save = 1; save <= 10; save++) {
      // Saved as an editor does, with the same bytes: the repository does not change.
      writeFileSync(savedFile, source);
      await waitFor(`restart ${save}`, async () => (started() === save + 1 ? ready() : undefined));
    }
    const live = await waitFor("readiness", ready);
    const after = openFiles(child.pid, dataDir);
    console.log(
      `bun dev after 10 saves: ${started()} starts, live ${JSON.stringify(live.live)}, ${after.length} open files under the data folder (${before.length} after the first start), ${listeners(port)} listener(s)`,
    );
    expect(started()).toBe(11);
    expect(live.live).toEqual({ database: 1, mailWorker: 1, sweeper: 1, listener: 1 });
    expect(child.exitCode).toBeNull();
    // One lock (one database handle) and one write-ahead log open, in one process, one socket listening.
    expect(after.filter((f) => f === `${pglite}.lock`)).toHaveLength(1);
    expect(after.filter((f) => f.startsWith(`${pglite}/pg_wal/`))).toHaveLength(before.filter((f) => f.startsWith(`${pglite}/pg_wal/`)).length);
    expect(JSON.parse(readFileSync(`${pglite}.lock`, "utf8")).pid).toBe(child.pid);
    expect(listeners(port)).toBe(1);
    const children = Bun.spawnSync(["pgrep", "-P", String(child.pid)])
      .stdout.toString()
      .trim();
    expect(children).toBe("");

    child.kill("SIGTERM");
    expect(await child.exited).toBe(0);
    expect(existsSync(`${pglite}.lock`)).toBe(false);
    // Eleven starts: about 20 s on a quiet machine, more than 240 s seen on a slow one.
  }, 600_000);
});
