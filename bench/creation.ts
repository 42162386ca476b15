/**
 * `bun bench/creation.ts`: project creation near the limit, quickly, on the demo data.
 * 1. `addproject` through one app process (wrk, c=8) against a plain postgres.js insert of the
 *    same rows (project + answers, one transaction, 8 at a time) in the same run, same database.
 * 2. The cluster figure: `bun run cluster` with 1 and then 3 instances behind HAProxy, the
 *    catalogue call (c=32) and `addproject` (c=8) through the load balancer.
 * Knobs: BENCH_DURATION (s, default 5), BENCH_POSTGRES_URL, BENCH_CLUSTER_BASE_PORT (4030),
 * BENCH_CLUSTER_PORT (8080), BENCH_APP_PORT (a free one), BENCH_DATABASE_PREFIX, BENCH_CREATION_CLUSTER=0
 * (part 1 only). Needs wrk and HAProxy; `bun run build` first.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { openDatabase } from "@/server/db/client";
import { seedDatabase } from "@/server/db/seed/seed";
import { validPayload } from "../tests/support/payload";
import { freePort } from "../tests/support/free-port";
import { plainInsertCount } from "./plain-inserts";

const root = resolve(import.meta.dir, "..");
const duration = Number(process.env.BENCH_DURATION ?? 5);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const withDb = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const withCluster = process.env.BENCH_CREATION_CLUSTER !== "0";
const log = (...args: unknown[]) => console.log("[creation]", ...args);

async function wrk(url: string, connections: number, script?: string) {
  const args = ["wrk", "-t1", `-c${connections}`, `-d${duration}s`, "--timeout", "10s", ...(script ? ["-s", script] : []), url];
  const child = Bun.spawn(args, { stdout: "pipe", stderr: "pipe" });
  const out = await new Response(child.stdout).text();
  await child.exited;
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const errs = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? Number.NaN),
    errors: non2xx + (errs ? errs.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
  };
}

function createScript(origin: string, brussels: number) {
  const script = join(tmpdir(), `hs-bench-creation-${process.pid}.lua`);
  const body = JSON.stringify(validPayload({ PostalAreaId: brussels }));
  writeFileSync(
    script,
    `wrk.method = "POST"\nwrk.body = [==[${body}]==]\nwrk.headers["Content-Type"] = "application/json"\nwrk.headers["Origin"] = "${origin}"\n`,
  );
  return script;
}

async function startCluster(url: string, instances: number) {
  const clusterPort = Number(process.env.BENCH_CLUSTER_PORT ?? 8080);
  const child = Bun.spawn(["bun", "scripts/cluster.ts", "--instances", String(instances)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: url,
      CLUSTER_PORT: String(clusterPort),
      CLUSTER_INSTANCE_BASE_PORT: process.env.BENCH_CLUSTER_BASE_PORT ?? "4030",
      CREATE_RATE_LIMIT_PER_MINUTE: "100000000",
    },
    stdout: "pipe",
    stderr: "ignore",
  });
  const reader = child.stdout.getReader();
  let out = "";
  while (!out.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("the cluster did not start");
    out += new TextDecoder().decode(value);
  }
  return {
    origin: out.trim().replace(/^ready /, ""),
    stop: async () => {
      child.kill("SIGTERM");
      await child.exited;
    },
  };
}

const name = `${process.env.BENCH_DATABASE_PREFIX ?? "hs_bench_creation"}_${Date.now().toString(36)}`;
await admin.unsafe(`create database "${name}"`);
const url = withDb(name);
const lines: string[] = [];
try {
  const handle = await openDatabase({ url, poolSize: 2 });
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true });
  await handle.close();
  // One app process (it migrates and seeds the demo data), pinned like bun run bench's.
  const port = Number(process.env.BENCH_APP_PORT ?? 0) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const server = Bun.spawn(["taskset", "-c", "0", "bun", "bench/app-server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATABASE_URL: url,
      DATA_DIR: join(tmpdir(), name),
      CREATE_RATE_LIMIT_PER_MINUTE: "100000000",
    },
    stdout: "ignore",
    stderr: "ignore",
  });
  for (
    let i = 0;
    i < 600 &&
    !(await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await Bun.sleep(200);
  const db = postgres(url, { max: 1, onnotice: () => {} });
  const [area] = await db`select id from postal_areas where post_code = '1000' order by id limit 1`;
  const brussels = Number(area?.id);
  const script = createScript(origin, brussels);
  await wrk(`${origin}/api/homeproject/addproject`, 8, script);
  const app = await wrk(`${origin}/api/homeproject/addproject`, 8, script);
  const plain = (await plainInsertCount(url, brussels, duration)) / duration;
  lines.push(
    `| addproject, one process, c=8 | ${app.rps.toFixed(0)}/s (${app.errors} errors) | plain postgres.js insert ${plain.toFixed(0)}/s | **${((app.rps / plain) * 100).toFixed(0)} %** |`,
  );
  server.kill("SIGTERM");
  await server.exited;
  await db.end();

  if (withCluster) {
    const figures: Record<number, { catalogue: number; create: number }> = {};
    for (const instances of [1, 3]) {
      const cluster = await startCluster(url, instances);
      const clusterScript = createScript(cluster.origin, brussels);
      await wrk(`${cluster.origin}/api/servicecategory/getallactive`, 32);
      const catalogue = await wrk(`${cluster.origin}/api/servicecategory/getallactive`, 32);
      const create = await wrk(`${cluster.origin}/api/homeproject/addproject`, 8, clusterScript);
      figures[instances] = { catalogue: catalogue.rps, create: create.rps };
      log(instances, "instances", figures[instances], { errors: catalogue.errors + create.errors });
      await cluster.stop();
    }
    const one = figures[1] ?? { catalogue: 1, create: 1 };
    const three = figures[3] ?? { catalogue: 0, create: 0 };
    lines.push(
      `| catalogue through HAProxy, c=32 | 3 instances ${three.catalogue.toFixed(0)}/s | 1 instance ${one.catalogue.toFixed(0)}/s | ×${(three.catalogue / one.catalogue).toFixed(2)} |`,
    );
    lines.push(
      `| addproject through HAProxy, c=8 | 3 instances ${three.create.toFixed(0)}/s | 1 instance ${one.create.toFixed(0)}/s | ×${(three.create / one.create).toFixed(2)} |`,
    );
  }
} finally {
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
console.log(["| measure | value | baseline (same run) | ratio |", "|---|---|---|---|", ...lines].join("\n"));
