import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The `bun start` smoke server (docs/decisions/0032-parallel-e2e-workers.md): started by the
 * global setup exactly as production starts it, on a fresh embedded database, but not waited for
 * there. Seeding a fresh PGlite database takes a while; the workers start their own servers and run
 * their tests meanwhile, and the smoke tests wait for it (`smokeServerReady`).
 */
const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));
export const smokePort = Number(process.env.SMOKE_PORT ?? 3101);
export const smokeBaseUrl = `http://127.0.0.1:${smokePort}`;
const logPath = `${projectRoot}test-results/smoke-server.log`;

const answers = () =>
  fetch(`${smokeBaseUrl}/readyz`).then(
    (r) => r.ok,
    () => false,
  );

export default async function startSmokeServer(): Promise<() => Promise<void>> {
  // Another process on the port would answer in place of this one.
  if (await answers()) throw new Error(`SMOKE_PORT ${smokePort} is already in use: the smoke tests would not test this build`);
  const dataDir = `./data/smoke-${Date.now()}`;
  mkdirSync(`${projectRoot}test-results`, { recursive: true });
  const log = openSync(logPath, "w");
  // Through a lifeline: a runner killed outright (SIGKILL skips the teardown) no longer leaves the
  // server holding the port and its data folder for the next run.
  const child: ChildProcess = spawn("bun", ["tests/e2e/support/lifeline.ts", "bun", "run", "start"], {
    cwd: projectRoot,
    // Its own process group, so that the teardown ends the lifeline, `bun run` and the server it started.
    detached: true,
    stdio: ["pipe", log, log],
    env: {
      ...process.env,
      PORT: String(smokePort),
      DATA_DIR: dataDir,
      SESSION_SECRET: "smoke-test-secret-that-is-long-enough-0123456789",
      OIDC_ISSUER: "https://issuer.invalid",
      OIDC_CLIENT_ID: "smoke",
      OIDC_CLIENT_SECRET: "smoke-client-secret",
      PUBLIC_URL: smokeBaseUrl,
      // Required in production; nothing listens there, so a mail the smoke tests cause is retried, never sent.
      SMTP_URL: "smtp://127.0.0.1:1",
      INSURER_NAME: "Assurances Smoke & Co",
    },
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  // A runner stopped by SIGTERM skips its teardown, and the server, in its own group, kept the port:
  // the next run's smoke tests then failed on it. It goes with the runner, whose signal is raised again.
  process.once("SIGTERM", () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    process.kill(process.pid, "SIGTERM");
  });
  return async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, "SIGTERM");
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(`${projectRoot}${dataDir.slice(2)}`, { recursive: true, force: true });
  };
}

/** Waits until the smoke server answers /readyz (up to two minutes); its log says why when it does not. */
export async function smokeServerReady(): Promise<void> {
  const until = Date.now() + 120_000;
  while (!(await answers())) {
    if (Date.now() > until) {
      let output = "";
      try {
        output = readFileSync(logPath, "utf8").slice(-4000);
      } catch {}
      throw new Error(`the smoke server at ${smokeBaseUrl} was not ready within 120 s:\n${output}`);
    }
    await new Promise((next) => setTimeout(next, 200));
  }
}
