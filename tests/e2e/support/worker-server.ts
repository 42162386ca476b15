import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import postgres from "postgres";

/**
 * The app as one Playwright worker drives it: its own process (scripts/e2e-server.ts: built client,
 * development issuer), its own port and its own fresh Postgres database, so workers never see each
 * other's projects or sessions (docs/decisions/0032-parallel-e2e-workers.md).
 */
export interface WorkerServer {
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));
export const e2eBasePort = Number(process.env.E2E_PORT ?? 3100);
export const smokePort = Number(process.env.SMOKE_PORT ?? 3101);
const baseDatabaseUrl = process.env.E2E_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/hs_e2e";

/** Worker n listens on E2E_PORT + n, stepping over SMOKE_PORT. */
export function workerPort(parallelIndex: number): number {
  const port = e2eBasePort + parallelIndex;
  return port >= smokePort && e2eBasePort <= smokePort ? port + 1 : port;
}

export function workerDatabaseUrl(parallelIndex: number): string {
  const url = new URL(baseDatabaseUrl);
  url.pathname = `${url.pathname}_w${parallelIndex}`;
  return url.toString();
}

export async function startWorkerServer(parallelIndex: number): Promise<WorkerServer> {
  const port = workerPort(parallelIndex);
  const url = `http://127.0.0.1:${port}`;
  const databaseUrl = workerDatabaseUrl(parallelIndex);
  const child = spawn("bun", ["scripts/e2e-server.ts"], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, E2E_DATABASE_URL: databaseUrl, DATA_DIR: `./data/e2e-w${parallelIndex}` },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  await waitUntilReady(url, exited, () => stderr);
  return { url, databaseUrl, stop: () => stop(child, exited, databaseUrl) };
}

async function waitUntilReady(url: string, exited: Promise<number | null>, stderr: () => string): Promise<void> {
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code));
  const until = Date.now() + 120_000;
  for (;;) {
    if (gone !== undefined) throw new Error(`the e2e server exited (${gone}) before it was ready:\n${stderr()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > until) throw new Error(`the e2e server at ${url} was not ready within 120 s:\n${stderr()}`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

async function stop(child: ChildProcess, exited: Promise<number | null>, databaseUrl: string): Promise<void> {
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new URL(databaseUrl);
  admin.pathname = "/postgres";
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  await sql.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
  await sql.end();
}
