/**
 * `bun run cluster [--instances N]`: HAProxy on CLUSTER_PORT (default 8080) in front of N app
 * instances (default 3) on one Postgres (DATABASE_URL) and an s3rver in a temporary folder
 * (docs/operations/scaling-out.md). Without OIDC_ISSUER it also starts one development issuer
 * (scripts/dev-issuer.ts) that every instance trusts. Prints `ready <url>` when every instance is
 * up; SIGTERM or Ctrl-C stops everything it started and removes its temporary folder. An instance
 * that dies is left dead (HAProxy routes around it); the cluster stops when HAProxy, the issuer or
 * the last instance does.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import S3rver from "s3rver";

const root = resolve(import.meta.dir, "..");
const haproxyBin = process.env.HAPROXY_BIN ?? "/usr/sbin/haproxy";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  fail(
    "bun run cluster needs DATABASE_URL (a Postgres server): the embedded PGlite database belongs to one process and cannot be shared by several instances.",
  );
}
const instancesArg = process.argv.indexOf("--instances");
const instances = instancesArg > 0 ? Number(process.argv[instancesArg + 1]) : 3;
if (!Number.isInteger(instances) || instances < 1 || instances > 10) fail("--instances must be a whole number from 1 to 10.");
const clusterPort = Number(process.env.CLUSTER_PORT ?? 8080);
const basePort = Number(process.env.CLUSTER_INSTANCE_BASE_PORT ?? 4030);
const s3Port = Number(process.env.CLUSTER_S3_PORT ?? basePort + 20);
const issuerPort = Number(process.env.CLUSTER_ISSUER_PORT ?? basePort + 21);
if (!existsSync(haproxyBin)) fail(`HAProxy not found at ${haproxyBin}: apt-get install -y haproxy (or set HAPROXY_BIN).`);
if (!existsSync(join(root, "dist/client/index.html"))) fail("No client build: run `bun run build` first.");

const workDir = mkdtempSync(join(tmpdir(), "hs-cluster-"));
const children: ReturnType<typeof Bun.spawn>[] = [];
/** What each child is, for the message when one exits. */
const roles = new Map<ReturnType<typeof Bun.spawn>, string>();
let s3: S3rver | undefined;
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (stopping) return new Promise(() => {});
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  // Each instance drains its requests; a stuck one is killed after 15 s.
  await Promise.race([Promise.all(children.map((c) => c.exited)), Bun.sleep(15_000)]);
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await Promise.all(children.map((c) => c.exited));
  await s3?.close().catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}
process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));

async function waitReady(url: string, child: ReturnType<typeof Bun.spawn>, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await Bun.sleep(200);
  }
  throw new Error(`${what} not ready after 120 s`);
}

try {
  s3 = new S3rver({ port: s3Port, address: "127.0.0.1", directory: join(workDir, "s3"), silent: true, configureBuckets: [{ name: "uploads" }] });
  await s3.run();
  const publicUrl = `http://127.0.0.1:${clusterPort}`;
  const sharedEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? "test",
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: process.env.PUBLIC_URL ?? publicUrl,
    SESSION_SECRET: process.env.SESSION_SECRET ?? crypto.getRandomValues(new Uint8Array(24)).toBase64(),
    TRUSTED_PROXIES: "127.0.0.1",
    S3_BUCKET: "uploads",
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    DATA_DIR: join(workDir, "data"),
  };
  let issuerReady: Promise<void> = Promise.resolve();
  if (!process.env.OIDC_ISSUER) {
    // One development issuer for all instances: the in-process one would be a different issuer per instance.
    // URL-safe: the issuer form-decodes client_secret_basic credentials, so a '+' would arrive as a space (invalid_client).
    const clientSecret = crypto.getRandomValues(new Uint8Array(24)).toBase64({ alphabet: "base64url", omitPadding: true });
    const issuer = Bun.spawn(["bun", "scripts/dev-issuer.ts"], {
      cwd: root,
      env: { ...sharedEnv, DEV_ISSUER_PORT: String(issuerPort), DEV_ISSUER_CLIENT_SECRET: clientSecret },
      stdout: "ignore",
      stderr: "inherit",
    });
    children.push(issuer);
    roles.set(issuer, "the development issuer");
    const issuerUrl = `http://127.0.0.1:${issuerPort}/dev-idp`;
    // The instances read the issuer's discovery document at the first sign-in, not at start: they start meanwhile.
    issuerReady = waitReady(`${issuerUrl}/.well-known/openid-configuration`, issuer, "development issuer");
    // Awaited with the instances below; until then a failure must not count as unhandled.
    issuerReady.catch(() => {});
    Object.assign(sharedEnv, { OIDC_ISSUER: issuerUrl, OIDC_CLIENT_ID: "home-services-dev", OIDC_CLIENT_SECRET: clientSecret });
  }
  const ports = Array.from({ length: instances }, (_, i) => basePort + i);
  // All at once, as an orchestrator starts them: they take turns to migrate and seed (docs/operations.md, "Migrations").
  for (const port of ports) {
    // The instances log JSON lines; CLUSTER_LOGS=1 passes them on (to stderr: stdout carries only `ready`).
    const child = Bun.spawn(["bun", "src/server/main.ts"], {
      cwd: root,
      env: { ...sharedEnv, PORT: String(port), HOST: "127.0.0.1" },
      stdout: process.env.CLUSTER_LOGS === "1" ? 2 : "ignore",
      stderr: "inherit",
    });
    children.push(child);
    roles.set(child, `instance on ${port}`);
  }
  const instanceChildren = children.filter((c) => roles.get(c)?.startsWith("instance"));
  await Promise.all([
    issuerReady,
    ...ports.map((port, i) => waitReady(`http://127.0.0.1:${port}/readyz`, instanceChildren[i] as ReturnType<typeof Bun.spawn>, `instance on ${port}`)),
  ]);

  const config = [
    "global",
    "  maxconn 4096",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 30s",
    "  timeout server 30s",
    "  option forwardfor",
    "  retries 2",
    "  option redispatch",
    "frontend web",
    `  bind 127.0.0.1:${clusterPort}`,
    "  http-request deny if { path_beg /metrics }",
    "  default_backend app",
    // Which instance answered: for operators reading a reply, and for the cross-instance tests.
    "  http-response set-header X-Served-By %s",
    "backend app",
    "  balance roundrobin",
    "  option httpchk GET /readyz",
    "  http-check expect status 200",
    // A slow answer (a loaded machine) is not a dead instance; a draining one refuses at once.
    "  timeout check 5s",
    "  default-server inter 1s fall 3 rise 2",
    ...ports.map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check`),
    "",
  ].join("\n");
  const configPath = join(workDir, "haproxy.cfg");
  writeFileSync(configPath, config);
  const haproxy = Bun.spawn([haproxyBin, "-W", "-db", "-f", configPath], { stdout: "ignore", stderr: "inherit" });
  children.push(haproxy);
  roles.set(haproxy, "HAProxy");
  await waitReady(`${publicUrl}/readyz`, haproxy, "HAProxy");
  console.log(`ready ${publicUrl}`);
  let instancesLeft = instanceChildren.length;
  await new Promise<void>((done) => {
    for (const child of children) {
      void child.exited.then((code) => {
        if (stopping) return;
        const role = roles.get(child) ?? "a process";
        const isInstance = role.startsWith("instance");
        if (isInstance) instancesLeft -= 1;
        if (isInstance && instancesLeft > 0) {
          console.error(`${role} exited (${code}); HAProxy routes around it`);
          return;
        }
        console.error(`${role} exited (${code}); stopping the cluster`);
        done();
      });
    }
  });
  await stopAll(1);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await stopAll(1);
}
