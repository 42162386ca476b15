/**
 * Where the time of one project creation goes: createProject in-process, sequentially, on a fresh
 * Postgres database with the demo data, with a per-statement log of Postgres' own durations.
 * Not part of `bun run bench`; run by hand: bun bench/probe-create.ts [count]
 */
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { systemClock } from "@/server/clock";
import { openDatabase } from "@/server/db/client";
import { seedDatabase } from "@/server/db/seed/seed";
import { createProject } from "@/server/domain/projects/create-project";
import { notifierFromEnv } from "@/server/domain/project-status/notifier-from-env";
import { parseEnv } from "@/server/env";
import { addProjectSchema } from "@/shared/schemas/project";
import { validPayload } from "../tests/support/payload";

const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `${process.env.BENCH_DATABASE_PREFIX ?? "hs_probe"}_${process.pid}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), poolSize: 10 });
try {
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: "./data/probe" });
  const deps = { db: database.db, clock: systemClock, notify: notifierFromEnv(env), publicUrl: env.PUBLIC_URL };
  const [area] = (await database.db.execute(sql`select id from postal_areas where post_code = '1000' order by id limit 1`)) as unknown as { id: number }[];
  const payload = addProjectSchema.parse(validPayload({ PostalAreaId: Number(area!.id) }));
  const n = Number(process.argv[2] ?? 300);
  for (let i = 0; i < 20; i++) await createProject(deps, payload, undefined);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await createProject(deps, payload, undefined);
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`sequential createProject: ${(n / (total / 1000)).toFixed(0)}/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`);
  const c = 8;
  const t0 = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: c }, async () => {
      while (done < n) {
        done++;
        await createProject(deps, payload, undefined);
      }
    }),
  );
  console.log(`concurrent (c=${c}) createProject: ${(n / ((performance.now() - t0) / 1000)).toFixed(0)}/s`);
} finally {
  await database.close();
  await admin.unsafe(`drop database ${name} with (force)`);
  await admin.end();
}
