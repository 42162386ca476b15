/**
 * The dashboard part of `bun run bench` (bench/run.ts), and alone: `bun bench/dashboard.ts`.
 * On Postgres with the Belgian-scale dataset (bench/dataset.ts: 100,000 projects over the last 70
 * days, 1,000 providers, every postal area with coordinates) plus an assignment history: p95 of
 * each dashboard query for the last 90 days (goal < 200 ms), and the gzip size of the map's data
 * (goal < 100 KB). Numbers and how to reproduce: bench/README.md.
 */
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { systemClock } from "@/server/clock";
import type { Database } from "@/server/db/client";
import { openDatabase } from "@/server/db/client";
import {
  dashboardCharts,
  dashboardCoverage,
  dashboardInvoicePrices,
  dashboardKeyFigures,
  dashboardLostDemand,
  dashboardProviderOwnFigures,
  dashboardProviderPerformance,
  dashboardProviderPrices,
  dashboardSelfService,
} from "@/server/domain/dashboard/service";
import { type DashboardFilterInput, dashboardFilterSchema } from "@/shared/schemas/network-dashboard";
import { buildDataset, defaultSize } from "./dataset";
import { absencesAhead } from "@/server/domain/absences/absences-ahead";

/**
 * One assignment per routed project at its creation, ended as its status says (answers in 0 to 48
 * working hours; four accepted in five with a noted call 0 to 40 working hours later), and an earlier deadline rejection by another provider for one project in five;
 * each refusal also in `home_project_rejects`, with a reason when made by hand.
 */
export async function addDashboardHistory(db: Database, providers: number) {
  await db.execute(sql`insert into project_assignments (project_id, provider_id, assigned_at, at_creation, outcome, ended_at, answer_working_hours, call_working_hours)
    select id, coalesce(provider_id, 1 + (id % ${providers})), created_at, true, outcome,
      case when outcome is null then null else created_at + interval '3 hours' end,
      case when outcome in ('accepted', 'rejected') then ((id * 37) % 480) / 10.0 end,
      case when outcome = 'accepted' and id % 5 <> 0 then ((id * 13) % 400) / 10.0 end
    from (select p.*, case p.status_id when 2 then 'accepted' when 5 then 'accepted' when 6 then 'accepted' when 4 then 'withdrawn'
        when 3 then case when p.id % 2 = 0 then 'rejected' else 'auto-rejected' end end as outcome
      from home_projects p where p.status_id not in (7, 8)) p`);
  await db.execute(sql`insert into project_assignments (project_id, provider_id, assigned_at, at_creation, outcome, ended_at)
    select id, 1 + ((id * 7) % ${providers}), created_at - interval '2 days', false, 'auto-rejected', created_at
    from home_projects where id % 5 = 0 and status_id in (1, 2, 5, 6)`);
  // Each refusal recorded as the domain records it, a reason for those made by hand (the "Motifs des refus" chart).
  await db.execute(sql`insert into home_project_rejects (project_id, provider_id, is_auto_rejected, reason, created_at)
    select project_id, provider_id, outcome = 'auto-rejected',
      case when outcome = 'rejected' then (array['fully-booked', 'too-far', 'not-my-trade', 'job-too-small', 'other'])[1 + project_id % 5] end, ended_at
    from project_assignments where outcome in ('rejected', 'auto-rejected')
    on conflict do nothing`);
  // The audit trail as the domain writes it: every request's creation, its provider's answer, and
  // for two requests in five a customer control a day later, one in ten of them by the network.
  await db.execute(sql`insert into audit_events (project_id, action, actor_type, created_at)
    select id, 'project.created', 'customer', created_at from home_projects
    union all
    select project_id, case when outcome = 'accepted' then 'provider.accepted' else 'provider.rejected' end, 'provider', ended_at
    from project_assignments where outcome in ('accepted', 'rejected')`);
  await db.execute(sql`insert into audit_events (project_id, action, actor_type, actor_id, created_at)
    select id, (array['customer.addition', 'customer.add-files', 'customer.call-times', 'customer.correct-contact', 'customer.no-contact', 'customer.withdraw', 'customer.export'])[1 + id % 7],
      case when id % 10 = 0 then 'network' else 'customer' end, case when id % 10 = 0 then 1 end, created_at + interval '1 day'
    from home_projects where id % 5 < 2`);
  // Six accepted requests in ten with a visit noted an hour after the acceptance, 1 to 10 days after the request.
  await db.execute(sql`insert into audit_events (project_id, action, actor_type, actor_id, created_at, details)
    select p.id, 'provider.visit-planned', 'provider', a.provider_id, a.ended_at + interval '1 hour',
      jsonb_build_object('visitAt', to_char((p.created_at + (1 + p.id % 10) * interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from home_projects p join project_assignments a on a.project_id = p.id and a.outcome = 'accepted'
    where p.id % 10 < 6`);
  // Seven completed requests in ten rated 1 to 5 days after the request, one in ten of them unhappy
  // (the key figures' customers' score and unhappy share, the provider performance's ratings).
  await db.execute(sql`insert into project_ratings (project_id, provider_id, token_hash, token_expires_at, requested_at, rated_at, rating)
    select p.id, p.provider_id, md5('bench-' || p.id), p.created_at + interval '30 days', p.created_at, p.created_at + (1 + p.id % 5) * interval '1 day',
      case when p.id % 10 = 3 then 2 else 3 + p.id % 3 end
    from home_projects p where p.status_id = 5 and p.provider_id is not null and p.id % 10 < 7`);
  await db.execute(sql`vacuum analyze project_ratings`);
  await db.execute(sql`vacuum analyze project_assignments`);
  await db.execute(sql`vacuum analyze home_project_rejects`);
  await db.execute(sql`vacuum analyze audit_events`);
}

export type DashboardCase = [name: string, run: () => Promise<unknown>];

/** Each dashboard query for the last 90 days, as the procedures call them. */
export function dashboardCases(db: Database): DashboardCase[] {
  const deps = { db, clock: systemClock };
  const f = (input: DashboardFilterInput = {}) => dashboardFilterSchema.parse({ period: "90d", ...input });
  return [
    ["keyFigures", () => dashboardKeyFigures(deps, f())],
    ["keyFigures, one province", () => dashboardKeyFigures(deps, f({ province: "hainaut" }))],
    ["charts", () => dashboardCharts(deps, f())],
    ["coverage, every service", () => dashboardCoverage(deps, f())],
    ["coverage, one service", () => dashboardCoverage(deps, f({ serviceId: 3 }))],
    ["lostDemand", () => dashboardLostDemand(deps, f())],
    ["providerPerformance", () => dashboardProviderPerformance(deps, f())],
    ["provider myFigures", () => dashboardProviderOwnFigures(deps, 17, f())],
    ["invoicePrices", () => dashboardInvoicePrices(deps, f())],
    ["providerPrices", () => dashboardProviderPrices(deps, f())],
    ["selfService", () => dashboardSelfService(deps, f())],
    ["selfService, one province", () => dashboardSelfService(deps, f({ province: "hainaut" }))],
    // One provider in ten away this week (the dataset's absences): a summer's worst.
    ["absences of the next two weeks, with sole cover", () => absencesAhead(db, new Date())],
  ];
}

/** Bytes of the coverage reply as JSON, raw and gzipped (the map's data). */
export async function coverageSize(db: Database) {
  const reply = await dashboardCoverage({ db, clock: systemClock }, dashboardFilterSchema.parse({ period: "90d" }));
  const json = JSON.stringify({ result: { data: reply } });
  return { points: reply.points.length, raw: Buffer.byteLength(json), gzip: Bun.gzipSync(json).byteLength };
}

export async function timeCase(run: () => Promise<unknown>, n: number) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? Number.NaN;
  return { p50: at(50), p95: at(95) };
}

if (import.meta.main) {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const dbName = process.env.BENCH_DATABASE ?? `hs_bench_h18_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  // BENCH_REUSE=1 with BENCH_DATABASE: measure again on a database an earlier run kept.
  const reuse = process.env.BENCH_REUSE === "1" && Boolean(process.env.BENCH_DATABASE);
  if (!reuse) await admin.unsafe(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const pg = await openDatabase({ url: url.toString(), poolSize: 4 });
  try {
    await pg.migrate();
    if (!reuse) {
      console.log("dataset", await buildDataset(pg.db, defaultSize));
      await addDashboardHistory(pg.db, defaultSize.providers);
    }
    const only = process.env.BENCH_ONLY;
    for (const [name, run] of dashboardCases(pg.db).filter(([name]) => !only || name.includes(only))) {
      const m = await timeCase(run, Number(process.env.BENCH_RUNS ?? 30));
      console.log(`${name}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms${m.p95 < 200 ? "" : "  (goal p95 < 200 ms NOT met)"}`);
    }
    const size = await coverageSize(pg.db);
    console.log(
      `coverage data: ${size.points} points, ${(size.raw / 1024).toFixed(1)} KiB raw, ${(size.gzip / 1024).toFixed(1)} KiB gzip${size.gzip < 100_000 ? "" : "  (goal < 100 KB NOT met)"}`,
    );
  } finally {
    await pg.close();
    if (!process.env.BENCH_DATABASE) await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}
