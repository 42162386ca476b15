import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Subprocess } from "bun";
import { writeMigratedPgliteFolder } from "../../../support/database";
import { freePort } from "../../../support/free-port";

export const projectRoot = resolve(import.meta.dir, "../../../..");

/** main.ts outside development serves dist/client; build it once when a fresh checkout has none. */
export async function ensureClientBuild(): Promise<void> {
  if (existsSync(join(projectRoot, "dist/client/index.html"))) return;
  const build = Bun.spawn(["bun", "run", "build"], { cwd: projectRoot, stdout: "ignore", stderr: "pipe" });
  if ((await build.exited) !== 0) throw new Error(`bun run build failed: ${await new Response(build.stderr).text()}`);
}

export interface ChildServer {
  origin: string;
  process: Subprocess<"ignore", "pipe", "pipe">;
  /** Everything the process wrote so far (JSON log lines). */
  output(): string;
  exited: Promise<number>;
  kill(signal?: NodeJS.Signals): void;
  dispose(): Promise<void>;
}

/**
 * `bun src/server/main.ts` as production starts it, on a free loopback port, ready when /readyz says so.
 * On the embedded database, a data folder without a database gets the migrated template first
 * (tests/support/database.ts): the server then opens it as on any later start.
 */
export async function startChildServer(env: Record<string, string> = {}, options: { readyTimeoutMs?: number } = {}): Promise<ChildServer> {
  await ensureClientBuild();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // A folder of its own only when the caller gives none; it goes with the server.
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), "hs-child-"));
  const dataDir = env.DATA_DIR ?? (ownDataDir as string);
  const pgliteDir = join(dataDir, "pglite");
  if (!env.DATABASE_URL && !existsSync(pgliteDir)) await writeMigratedPgliteFolder(pgliteDir);
  const child = Bun.spawn(["bun", "src/server/main.ts"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/root",
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      CREATE_RATE_LIMIT_PER_MINUTE: "1000000",
      UPLOAD_RATE_LIMIT_PER_MINUTE: "1000000",
      ...env,
    },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  let output = "";
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) output += decoder.decode(chunk, { stream: true });
  };
  const pumped = Promise.all([pump(child.stdout), pump(child.stderr)]);
  const exited = child.exited.then(async (code) => {
    await pumped.catch(() => {});
    return code;
  });
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (gone) throw new Error(`the server exited before it was ready:\n${output}`);
    try {
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server was not ready within the time limit:\n${output}`);
    }
    await Bun.sleep(100);
  }
  return {
    origin,
    process: child,
    output: () => output,
    exited,
    kill: (signal = "SIGTERM") => child.kill(signal),
    dispose: async () => {
      if (!gone) {
        child.kill("SIGKILL");
        await exited;
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
