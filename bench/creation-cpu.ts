/**
 * `bun bench/creation-cpu.ts`: where creation's CPU goes, less sensitive to other load than a
 * rate. `addproject` through one app process (wrk, c=8, like bench/creation.ts), then the plain
 * postgres.js insert of the same rows; for each, CPU milliseconds per creation of the client
 * process and of the Postgres backends of the database (from /proc, Linux only).
 * Knobs: BENCH_DURATION (s, default 5), BENCH_POSTGRES_URL, BENCH_APP_PORT (a free one),
 * BENCH_DATABASE_PREFIX, PROF=1 (the app writes a --cpu-prof-md profile to PROF_DIR, default /tmp).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { openDatabase } from "@/server/db/client";
import { seedDatabase } from "@/server/db/seed/seed";
import { validPayload } from "../tests/support/payload";
import { freePort } from "../tests/support/free-port";
import { plainInsertCount } from "./plain-inserts";

const duration = Number(process.env.BENCH_DURATION ?? 5);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const name = `${process.env.BENCH_DATABASE_PREFIX ?? "hs_bench_creation_cpu"}_${Date.now().toString(36)}`;
await admin.unsafe(`create database "${name}"`);
const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const ticks = (pid: number) => {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(f[11]) + Number(f[12])) * 10; // utime + stime, in ms (USER_HZ 100)
  } catch {
    return 0;
  }
};
async function pgCpu(): Promise<Map<number, number>> {
  const rows = await admin`select pid from pg_stat_activity where datname = ${name}`;
  return new Map(rows.map((r) => [Number(r.pid), ticks(Number(r.pid))]));
}
const pgDelta = (before: Map<number, number>, after: Map<number, number>) => {
  let sum = 0;
  for (const [pid, t] of after) sum += t - (before.get(pid) ?? 0);
  return sum;
};
try {
  const handle = await openDatabase({ url, poolSize: 2 });
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true });
  await handle.close();
  const port = Number(process.env.BENCH_APP_PORT ?? 0) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const server = Bun.spawn(
    ["taskset", "-c", "0", "bun", ...(process.env.PROF ? ["--cpu-prof-md", `--cpu-prof-dir=${process.env.PROF_DIR ?? tmpdir()}`] : []), "bench/app-server.ts"],
    {
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
      stderr: "inherit",
    },
  );
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
  await db.end();
  const brussels = Number(area?.id);
  const script = join(tmpdir(), `hs-bench-creation-cpu-${process.pid}.lua`);
  writeFileSync(
    script,
    `wrk.method = "POST"\nwrk.body = [==[${JSON.stringify(validPayload({ PostalAreaId: brussels }))}]==]\nwrk.headers["Content-Type"] = "application/json"\nwrk.headers["Origin"] = "${origin}"\n`,
  );
  const wrk = async (d: number) => {
    const child = Bun.spawn(["wrk", "-t1", "-c8", `-d${d}s`, "-s", script, `${origin}/api/homeproject/addproject`], { stdout: "pipe" });
    const out = await new Response(child.stdout).text();
    const n = Number(out.match(/(\d+) requests in/)?.[1]);
    const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
    return { n, rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]), non2xx };
  };
  await wrk(duration);
  const a0 = ticks(server.pid);
  const p0 = await pgCpu();
  const r = await wrk(duration);
  const a1 = ticks(server.pid);
  const p1 = await pgCpu();
  console.log(
    `addproject: ${r.rps}/s (${r.non2xx} non-2xx), app CPU ${((a1 - a0) / r.n).toFixed(2)} ms/request, Postgres CPU ${(pgDelta(p0, p1) / r.n).toFixed(2)} ms/request`,
  );
  server.kill("SIGTERM");
  await server.exited;
  const seen = new Map<number, number>();
  let polling = true;
  const poll = (async () => {
    while (polling) {
      for (const [pid, t] of await pgCpu()) seen.set(pid, t);
      await Bun.sleep(100);
    }
  })();
  const base = new Map<number, number>();
  const c0 = process.cpuUsage();
  const counting = plainInsertCount(url, brussels, duration);
  await Bun.sleep(300);
  for (const [pid, t] of await pgCpu()) base.set(pid, t);
  const count = await counting;
  const c1 = process.cpuUsage(c0);
  polling = false;
  await poll;
  let pgSum = 0;
  for (const [pid, t] of seen) if (base.has(pid)) pgSum += t - base.get(pid)!;
  // Its backends are gone when it ends: polled while it runs, counted from 0.3 s on (connections open by then).
  console.log(`plain insert: Postgres CPU ~${(pgSum / ((count * (duration - 0.3)) / duration)).toFixed(2)} ms/transaction`);
  console.log(`plain insert: ${(count / duration).toFixed(0)}/s, client CPU ${((c1.user + c1.system) / 1000 / count).toFixed(2)} ms/transaction`);
} finally {
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
