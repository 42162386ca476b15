import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { importPostalAreas } from "@/server/db/seed/import-postal-areas";
import { seedDatabase } from "@/server/db/seed/seed";
import { postalAreasCsvPath } from "../tests/support/shared-data";

export interface DatasetSize {
  providers: number;
  services: number;
  linksPerProvider: number;
  projects: number;
}

export const defaultSize: DatasetSize = {
  providers: Number(process.env.BENCH_PROVIDERS ?? 1000),
  services: 30,
  linksPerProvider: Number(process.env.BENCH_LINKS_PER_PROVIDER ?? 60),
  projects: Number(process.env.BENCH_PROJECTS ?? 100_000),
};

/**
 * Belgian scale, in SQL (fast on both drivers): every postal area, N providers each offering up to
 * 30 services and covering `linksPerProvider` postal areas (60,000 links by default), and M projects.
 * Deterministic (hash-based choices), so runs compare.
 */
export async function buildDataset(db: Database, size: DatasetSize = defaultSize, options: { projects?: boolean } = {}) {
  await seedDatabase(db, { demo: true });
  const imported = await importPostalAreas(db, await Bun.file(postalAreasCsvPath).text(), { skipInvalid: true });
  const exec = (q: ReturnType<typeof sql>) => db.execute(q);
  await exec(sql`insert into providers (name, contact_email, is_active)
    select 'Bench provider ' || g, 'bench' || g || '@example.be', (g % 50) <> 0 from generate_series(1, ${size.providers}) g`);
  await exec(
    sql`create temp table bench_services as select id, row_number() over (order by id) as n from services where is_active order by id limit ${size.services}`,
  );
  await exec(sql`create temp table bench_areas as select id, row_number() over (order by id) - 1 as n from postal_areas`);
  await exec(sql`insert into provider_services (provider_id, service_id, is_active)
    select p.id, s.id, true from providers p join bench_services s on ((p.id * 7 + s.n) % 3) <> 0 or p.id <= 2
    on conflict do nothing`);
  await exec(sql`insert into provider_postal_areas (provider_id, postal_area_id, is_active, score)
    select p.id, a.id, (k % 20) <> 0, 1 + ((p.id * 31 + k) % 10)
    from providers p, generate_series(0, ${size.linksPerProvider - 1}) k,
      lateral (select id from bench_areas where n = ((p.id * 97 + k * 41) % (select count(*) from bench_areas))) a
    where p.name like 'Bench provider %'
    on conflict do nothing`);
  // One provider in ten has three absences (docs/product/absences.md): one ended, one covering
  // today (routing skips it), one to come; routing reads them for every candidate.
  await exec(sql`insert into provider_absences (provider_id, starts_on, ends_on, created_by_type, created_by_id)
    select p.id, current_date + (k * 30 - 35), current_date + (k * 30 - 25), 'provider', 1
    from providers p, generate_series(0, 2) k where p.id % 10 = 0`);
  if (options.projects !== false && size.projects > 0) {
    const firstNames = ["Amélie", "Jan", "Sofie", "Mohamed", "Lucas", "Emma", "Noah", "Louise", "Arthur", "Marie"];
    const lastNames = ["Dubois", "Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "Lambert", "Dupont"];
    await exec(
      sql.raw(`insert into home_projects (created_at, updated_at, service_id, postal_area_id, status_id, provider_id, provider_assigned_at, language,
        customer_first_name, customer_last_name, customer_gsm, customer_email, customer_street_house_number, is_insurer_customer, privacy_consent_at, privacy_consent_version)
      select now() - (g || ' minutes')::interval, now(), s.id, a.id, 1 + (g % 8), case when g % 8 in (2, 7) then null else 1 + (g % ${size.providers}) end,
        now() - (g || ' minutes')::interval, case when g % 3 = 0 then 'nl' else 'fr' end,
        (array[${firstNames.map((n) => `'${n}'`).join(",")}])[1 + g % ${firstNames.length}],
        (array[${lastNames.map((n) => `'${n}'`).join(",")}])[1 + (g / 7) % ${lastNames.length}] || '-' || (g % 997),
        '+32 470 00 00 00', 'customer' || g || '@example.be', 'Rue ' || g, true, now(), 'privacy-2025-10-06'
      from generate_series(1, ${size.projects}) g
      join bench_services s on s.n = 1 + g % ${size.services}
      join bench_areas a on a.n = (g * 13) % (select count(*) from bench_areas)`),
    );
    // One accepted project in 25 has a customer's "not contacted yet" report, half of them handled.
    await exec(sql`update home_projects set no_contact_reported_at = provider_assigned_at + interval '2 days',
      no_contact_handled_at = case when id % 50 = 0 then provider_assigned_at + interval '3 days' end
      where status_id = 2 and id % 25 = 0`);
    // Every accepted project was accepted three hours after its assignment; four in five of their
    // providers noted the call to the customer two hours later.
    await exec(sql`update home_projects set provider_accepted_at = provider_assigned_at + interval '3 hours',
      customer_called_at = case when id % 5 <> 0 then provider_assigned_at + interval '5 hours' end
      where status_id = 2 and provider_assigned_at is not null`);
    // Nine completed projects in ten carry their invoice's amount (docs/product/consoles.md), 95 € to about 2 945 €.
    await exec(sql`update home_projects set invoice_amount_cents = 9500 + (id * 7919) % 285000 where status_id = 5 and id % 10 <> 0`);
    // Projects were assigned to provider ids 1..N; keep only those that exist.
    await exec(sql`update home_projects set provider_id = null where provider_id is not null and provider_id not in (select id from providers)`);
  }
  // As autovacuum would have left a table of this size: statistics and the visibility map set,
  // so counts and index-only scans read what they read in a live database, not a fresh bulk load.
  await exec(sql`vacuum analyze`);
  const counts = await db.execute(sql`select (select count(*)::int from postal_areas) as areas, (select count(*)::int from providers) as providers,
    (select count(distinct service_id)::int from provider_services) as services, (select count(*)::int from provider_postal_areas) as links,
    (select count(*)::int from home_projects) as projects`);
  const row = ((counts as unknown as { rows?: unknown[] }).rows ?? (counts as unknown as unknown[]))[0] as Record<string, number>;
  return { ...row, skippedCsvLines: imported.skipped.length };
}

/** The project list as a dashboard figure of the last 30 days opens it (docs/product/dashboard.md), page 1. */
export function figureList(now: Date) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    search: "",
    waitingTooLong: false,
    withoutProvider: false,
    createdFrom: day(new Date(now.getTime() - 29 * 86_400_000)),
    createdTo: day(now),
    page: 1,
  };
}
