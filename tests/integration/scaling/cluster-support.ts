import { existsSync, readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { resolve } from "node:path";
import { freePort } from "../../support/free-port";

const root = resolve(import.meta.dir, "../../..");

export interface Instance {
  port: number;
  pid: number;
  origin: string;
}

export interface RunningCluster {
  url: string;
  instances: Instance[];
  /** Every port the cluster listens on (HAProxy, instances, s3rver, issuer). */
  ports: number[];
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  process: ReturnType<typeof Bun.spawn>;
  /** What the script wrote to stderr (its messages and the instances' errors). */
  stderr(): string;
}

/** Builds the client when this checkout has none: the instances serve it. */
export async function ensureClientBuild() {
  if (existsSync(resolve(root, "dist/client/index.html"))) return;
  const build = Bun.spawn(["bun", "run", "build"], { cwd: root, stdout: "ignore", stderr: "inherit" });
  if ((await build.exited) !== 0) throw new Error("bun run build failed");
}

/**
 * `bun scripts/cluster.ts` as an operator runs it, on the ports CLUSTER_TEST_BASE_PORT (default
 * 4030: instances from there, s3rver +20, issuer +21) and a free port for HAProxy. Resolves when
 * it printed `ready <url>`, with each instance's port and process id.
 */
export async function startCluster(databaseUrl: string, env: Record<string, string>, instances = 3): Promise<RunningCluster> {
  const clusterPort = Number(process.env.CLUSTER_TEST_PORT ?? (await freePort()));
  const basePort = Number(process.env.CLUSTER_TEST_BASE_PORT ?? 4030);
  const s3Port = Number(process.env.CLUSTER_TEST_S3_PORT ?? basePort + 20);
  const issuerPort = basePort + 21;
  const child = Bun.spawn(["bun", "scripts/cluster.ts", "--instances", String(instances)], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      CLUSTER_PORT: String(clusterPort),
      CLUSTER_INSTANCE_BASE_PORT: String(basePort),
      CLUSTER_S3_PORT: String(s3Port),
      CLUSTER_ISSUER_PORT: String(issuerPort),
      OIDC_ISSUER: "",
      ...env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  let errors = "";
  void (async () => {
    for await (const chunk of child.stderr) errors += new TextDecoder().decode(chunk);
  })();
  let out = "";
  const reader = child.stdout.getReader();
  const deadline = Date.now() + 150_000;
  while (!out.includes("\n") && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    out += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  const url = `http://127.0.0.1:${clusterPort}`;
  if (out.trim() !== `ready ${url}`) {
    child.kill("SIGTERM");
    await child.exited;
    throw new Error(`the cluster did not start (${JSON.stringify(out)}):\n${errors}`);
  }
  const ports = Array.from({ length: instances }, (_, i) => basePort + i);
  const pids = childrenOf(child.pid);
  const found = ports.map((port) => {
    const pid = pids.find((p) => environOf(p).includes(`PORT=${port}`));
    if (!pid) throw new Error(`no process for the instance on ${port}`);
    return { port, pid, origin: `http://127.0.0.1:${port}` };
  });
  return {
    url,
    instances: found,
    ports: [clusterPort, ...ports, s3Port, issuerPort],
    s3: { endpoint: `http://127.0.0.1:${s3Port}`, bucket: "uploads", region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    process: child,
    stderr: () => errors,
  };
}

/** Direct children of a process (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent id; the name (field 2) may hold spaces, so read after its ')'.
        const stat = readFileSync(`/proc/${candidate}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    });
}

function environOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
  } catch {
    return [];
  }
}

export const portIsFree = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(false);
    });
    socket.once("error", () => done(true));
  });

/** `X-Forwarded-For` of a made-up client: HAProxy appends the real peer, the app (trusting 127.0.0.1) counts this one. */
export const clientAddress = (group: number, n: number) => `10.${16 + Math.floor(group / 256)}.${group % 256}.${n}`;
