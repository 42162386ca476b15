/**
 * `bun bench/routing.ts`: only the routing part of `bun run bench`, on Postgres at Belgian scale
 * (every postal area, 1,000 providers): the domain call (`findBestProvider`, prepared) in-process at concurrency 1, p50 / p99,
 * over pairs drawn from real links and over the other name of two-name places (docs/product/places.md).
 */
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase } from "@/server/db/client";
import { findBestProvider, routingQuery } from "@/server/domain/routing/service";
import { brusselsDay } from "@/server/domain/working-days/brussels-time";
import { buildDataset, defaultSize } from "./dataset";

const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `hs_bench_routing_${Date.now().toString(36)}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${dbName}"`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const pg = await openDatabase({ url: url.toString(), poolSize: 4 });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
async function measure(fn: () => Promise<unknown>, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50).toFixed(2), p99: percentile(times, 99).toFixed(2) };
}

try {
  await pg.migrate();
  console.log("dataset", await buildDataset(pg.db, defaultSize, { projects: true }));
  const linked = (await pg.db.execute(sql`select ps.service_id as s, ppa.postal_area_id as a from provider_postal_areas ppa
      join provider_services ps using (provider_id) where ppa.is_active order by md5(ppa.provider_id || '-' || ppa.postal_area_id || '-' || ps.service_id) limit 500`)) as unknown as {
    s: number;
    a: number;
  }[];
  // The customer picks the other name of a place whose link is on one name.
  const twins = (await pg.db.execute(sql`select ps.service_id as s, twin.id as a from provider_postal_areas ppa
      join provider_services ps using (provider_id) join postal_areas pa on pa.id = ppa.postal_area_id
      join postal_areas twin on twin.place_id = pa.place_id and twin.id <> pa.id
      where ppa.is_active order by md5(ppa.provider_id || '-' || twin.id || '-' || ps.service_id) limit 500`)) as unknown as { s: number; a: number }[];
  const onDay = brusselsDay(new Date());
  const base = await measure(() => pg.db.execute(sql`select 1`), 2000);
  console.log(`baseline select 1, c=1: p50 ${base.p50} ms, p99 ${base.p99} ms`);
  if (process.env.BENCH_EXPLAIN) {
    const plan = (await pg.db.execute(
      sql`explain (analyze, buffers) ${routingQuery({ serviceId: Number(twins[0]!.s), postalAreaId: Number(twins[0]!.a), onDay })}`,
    )) as unknown as Record<string, string>[];
    console.log(plan.map((r) => Object.values(r)[0]).join("\n"));
  }
  for (const [label, rows] of [
    ["linked rows", linked],
    ["other name of a linked place", twins],
  ] as const) {
    const pairs = rows.map((r) => ({ serviceId: Number(r.s), postalAreaId: Number(r.a), onDay }));
    let i = 0;
    await measure(() => findBestProvider(pg.db, pairs[i++ % pairs.length]!), 300);
    const result = await measure(() => findBestProvider(pg.db, pairs[i++ % pairs.length]!), 2000);
    console.log(`routing, ${label} (${pairs.length} pairs), c=1: p50 ${result.p50} ms, p99 ${result.p99} ms (goal p99 < 5 ms)`);
  }
} finally {
  await pg.close();
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
}
