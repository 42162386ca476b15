/**
 * The "console lists" part of `bun run bench` alone (bench/run.ts): the network project list and
 * its customer-name search, the "needs attention now" counts and the CSV export on Postgres with the Belgian-scale dataset (100,000 projects).
 * `bun bench/lists.ts`; prints p50 / p95 per case.
 */
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { invoiceComparison, servicePriceRange } from "@/server/domain/projects/invoice-comparison";
import { exportNetworkProjects, listNetworkProjects, projectsNeedingAttention } from "@/server/domain/projects/network-projects";
import { buildDataset, defaultSize, figureList } from "./dataset";

const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `hs_bench_lists_${Date.now().toString(36)}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${dbName}"`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const pg = await openDatabase({ url: url.toString(), poolSize: 4 });
try {
  await pg.migrate();
  const counts = await buildDataset(pg.db, defaultSize);
  console.log("dataset", counts);
  // Completed requests rated (one in ten 2 out of 5, not called back yet) and a complaint on one in fifty: the attention counts' two newest.
  await pg.db.execute(sql`insert into project_ratings (project_id, provider_id, token_hash, token_expires_at, requested_at, rated_at, rating)
    select id, provider_id, md5('bench-' || id), created_at + interval '30 days', created_at, created_at + interval '2 days', case when id % 10 = 3 then 2 else 4 end
    from home_projects where status_id = 5 and provider_id is not null and id % 10 < 7`);
  await pg.db.execute(sql`insert into project_complaints (project_id, text, created_at)
    select id, 'Bench complaint', created_at + interval '5 days' from home_projects where status_id = 5 and id % 50 = 0`);
  // One invoice in two hundred at 9 000 €, three times the dataset's usual median: the high invoices to check.
  await pg.db.execute(sql`update home_projects set invoice_amount_cents = 900000 where invoice_amount_cents is not null and id % 200 = 7`);
  await pg.db.execute(sql`analyze`);
  const now = new Date();
  const plain = { waitingTooLong: false, withoutProvider: false };
  // An invoiced project of the most invoiced service: its page compares the amount with that service's year.
  const [invoiced] = rowsOf<{ id: number; service_id: number }>(
    await pg.db.execute(sql`select id, service_id from home_projects where invoice_amount_cents is not null and service_id =
      (select service_id from home_projects where invoice_amount_cents is not null group by 1 order by count(*) desc limit 1) limit 1`),
  );
  const invoicedId = invoiced?.id ?? 0;
  const invoicedService = invoiced?.service_id ?? 0;
  const cases: [string, () => Promise<unknown>][] = [
    ["network project list, first page", () => listNetworkProjects(pg.db, { ...plain, search: "", page: 1 }, now)],
    ["customer-name search 'peeters'", () => listNetworkProjects(pg.db, { ...plain, search: "peeters", page: 1 }, now)],
    ["customer-name search 'lefevre'", () => listNetworkProjects(pg.db, { ...plain, search: "lefevre", page: 1 }, now)],
    ["customer-name search 'LEFÈVRE'", () => listNetworkProjects(pg.db, { ...plain, search: "LEFÈVRE", page: 1 }, now)],
    ["customer-name search 'ma' (short)", () => listNetworkProjects(pg.db, { ...plain, search: "ma", page: 1 }, now)],
    ["project-number search 'n° 1042'", () => listNetworkProjects(pg.db, { ...plain, search: "n° 1042", page: 1 }, now)],
    ["number-or-postcode search '4000'", () => listNetworkProjects(pg.db, { ...plain, search: "4000", page: 1 }, now)],
    ["customer e-mail search", () => listNetworkProjects(pg.db, { ...plain, search: "jan.peeters@example.be", page: 1 }, now)],
    [
      "a dashboard figure's list: 30 days, completed, one province",
      () => listNetworkProjects(pg.db, { ...figureList(now), statusId: 5, province: "hainaut" }, now),
    ],
    ["a dashboard figure's list: 30 days, one service, Dutch", () => listNetworkProjects(pg.db, { ...figureList(now), serviceId: 3, language: "nl" }, now)],
    ["calls not noted in time", () => listNetworkProjects(pg.db, { ...plain, search: "", callOverdue: true, page: 1 }, now)],
    ["unhappy customers to call back", () => listNetworkProjects(pg.db, { ...plain, search: "", unhappy: true, page: 1 }, now)],
    ["complaints to handle", () => listNetworkProjects(pg.db, { ...plain, search: "", complaint: true, page: 1 }, now)],
    ["high invoices to check", () => listNetworkProjects(pg.db, { ...plain, search: "", highInvoice: true, page: 1 }, now)],
    ["needs attention now (ten counts of projects)", () => projectsNeedingAttention(pg.db, now)],
    ["an invoice beside its service's median over a year", () => invoiceComparison(pg.db, invoicedId, now)],
    ["what such jobs cost (a status page's price range)", () => servicePriceRange(pg.db, invoicedService, now)],
  ];
  for (const [name, fn] of cases) {
    await fn();
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
    console.log(`${name}: p50 ${at(50)} ms, p95 ${at(95)} ms${Number(at(95)) < 50 ? "" : "  (goal p95 < 50 ms NOT met)"}`);
  }
  // The CSV export reads 10,000 rows on a click: its own goal.
  const exportTimes: number[] = [];
  for (let i = 0; i < 11; i++) {
    const t = performance.now();
    await exportNetworkProjects(pg.db, { ...plain, search: "" }, now, "fr");
    if (i > 0) exportTimes.push(performance.now() - t);
  }
  exportTimes.sort((a, b) => a - b);
  const worst = exportTimes.at(-1) ?? 0;
  console.log(
    `project list export, newest 10,000: p50 ${exportTimes[5]?.toFixed(1)} ms, max ${worst.toFixed(1)} ms${worst < 1000 ? "" : "  (goal < 1000 ms NOT met)"}`,
  );
} finally {
  await pg.close();
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
}
