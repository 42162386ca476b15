import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import { rowsOf } from "@/server/db/rows";
import { seedDatabase } from "@/server/db/seed/seed";
import { createLocalStorage } from "@/server/storage/local-storage";
import { detectFileType } from "@/shared/uploads";
import {
  dashboardCoverage,
  dashboardKeyFigures,
  dashboardLostDemand,
  dashboardProviderPerformance,
  dashboardProviderPrices,
  dashboardSelfService,
} from "@/server/domain/dashboard/service";
import { dashboardFilterSchema } from "@/shared/schemas/network-dashboard";
import { listProviders } from "@/server/domain/providers/service";
import { projectsNeedingAttention } from "@/server/domain/projects/network-projects";
import type { SetupGap } from "@/shared/provider-setup-gaps";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { temporaryFolder } from "../../support/temporary-folders";

const now = new Date("2026-11-23T12:00:00+01:00");

/** `bun run db:seed`'s demo requests (docs/product/demo-data.md): a dashboard worth looking at. */
describe(`demo requests on ${testDriver}`, () => {
  let database: TestDatabase;
  let other: TestDatabase;
  // The invoices go where the app keeps uploads: one store per database.
  const storage = createLocalStorage(temporaryFolder("hs-demo-invoices-"));
  const otherStorage = createLocalStorage(temporaryFolder("hs-demo-invoices-"));
  beforeAll(async () => {
    [database, other] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await seedDatabase(database.db, { demo: true, demoProjects: { now, storage } });
    await seedDatabase(other.db, { demo: true, demoProjects: { now, storage: otherStorage } });
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
    await other.dispose();
  });

  const summary = async (db: TestDatabase["db"]) =>
    rowsOf<Record<string, unknown>>(
      await db.execute(sql`select status_id, service_id, postal_area_id, provider_id, created_at, language from home_projects order by id`),
    ).map((r) => JSON.stringify(r));

  test("300 requests over the last 90 days, the same on every seed, none added by seeding again", async () => {
    const first = await summary(database.db);
    expect(first.length).toBe(300);
    expect(await summary(other.db)).toEqual(first);
    await seedDatabase(database.db, { demo: true, demoProjects: { now, storage } });
    expect(await summary(database.db)).toEqual(first);
    const [span] = rowsOf<{ oldest: Date | string; newest: Date | string; statuses: number; provinces: number }>(
      await database.db.execute(sql`select min(p.created_at) as oldest, max(p.created_at) as newest, count(distinct p.status_id)::int as statuses, count(distinct pa.province)::int as provinces
        from home_projects p join postal_areas pa on pa.id = p.postal_area_id`),
    );
    expect(new Date(span?.oldest ?? 0).getTime()).toBeGreaterThan(now.getTime() - 91 * 86_400_000);
    expect(new Date(span?.newest ?? 0).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(span?.statuses).toBe(8);
    expect(span?.provinces).toBeGreaterThanOrEqual(6);
  });

  test("every demo provider is set up but Gentse Dakwerken, which has no web login (docs/product/demo-data.md)", async () => {
    const gaps = async () =>
      Object.fromEntries((await listProviders(database.db, { search: "", page: 1 }, "2026-11-23")).items.map((p) => [p.name, p.setupGaps]));
    const expected: Record<string, SetupGap[]> = {
      "Brussels Home Experts": [],
      "Gentse Vakmannen": [],
      "Antwerpse Installateurs": [],
      "Liège Rénovation": [],
      "Leuvense Dakwerken": [],
      "Brugse Vakmensen": [],
      "Bruxelles Services": [],
      "Gentse Dakwerken": ["login"],
    };
    expect(await gaps()).toEqual(expected);
    // Seeding again adds no login.
    await seedDatabase(database.db, { demo: true, demoProjects: { now, storage } });
    const [logins] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from login_users`));
    expect(logins?.n).toBe(7);
    expect(await gaps()).toEqual(expected);
  });

  test("the dashboard shows answer times, lost demand and coverage gaps", async () => {
    const deps = { db: database.db, clock: fixedClock(now) };
    const filter = dashboardFilterSchema.parse({ period: "90d" });
    const figures = await dashboardKeyFigures(deps, filter);
    expect(figures.requestsReceived.current).toBeGreaterThan(280);
    expect(figures.firstAnswerMedianHours.current).toBeGreaterThan(0);
    expect(figures.deadlineRejectionShare.current).toBeGreaterThan(0);
    expect(figures.noProviderFoundShare.current).toBeGreaterThan(0);
    const lost = await dashboardLostDemand(deps, filter);
    expect(lost.rows.some((r) => r.postCode === "5000")).toBe(true);
    // Providers noted most of their calls, some after the call-by, some never.
    const performance = await dashboardProviderPerformance(deps, filter);
    const total = (key: "accepted" | "calledInTime") => performance.rows.reduce((sum, row) => sum + row[key], 0);
    expect(total("calledInTime")).toBeGreaterThan(total("accepted") / 2);
    expect(total("calledInTime")).toBeLessThan(total("accepted"));
    const map = await dashboardCoverage(deps, filter);
    expect(map.points.find((p) => p.postCode === "5000")?.providers).toBe(0);
    expect(map.points.find((p) => p.postCode === "1000")?.providers).toBeGreaterThan(0);
  });

  /** Every demo project's events, oldest first, with the project's own status and invoice. */
  const histories = async () => {
    const rows = rowsOf<{
      project_id: number;
      status_id: number;
      provider_id: number | null;
      invoice: string | null;
      amount: number | null;
      created_at: Date | string;
      updated_at: Date | string;
      at: Date | string;
      action: string;
      actor_type: string;
      actor_id: number | null;
      from_status_id: number | null;
      to_status_id: number | null;
      details: Record<string, unknown> | null;
    }>(
      await database.db.execute(sql`
        select p.id as project_id, p.status_id, p.provider_id, p.provider_invoice_file_name as invoice, p.invoice_amount_cents as amount, p.created_at, p.updated_at,
          e.created_at as at, e.action, e.actor_type, e.actor_id, e.from_status_id, e.to_status_id, e.details
        from home_projects p join audit_events e on e.project_id = p.id order by p.id, e.created_at, e.id`),
    );
    const byProject = new Map<number, typeof rows>();
    for (const row of rows) byProject.set(row.project_id, [...(byProject.get(row.project_id) ?? []), row]);
    return byProject;
  };

  test("each project's history follows its status path: created first, each event from the status the last one left, the last one to its status", async () => {
    const byProject = await histories();
    expect(byProject.size).toBe(300);
    const actions = new Set<string>();
    for (const [id, events] of byProject) {
      const [created] = events;
      const last = events.at(-1);
      expect(created?.action, `project ${id}`).toBe("project.created");
      expect(created?.from_status_id, `project ${id}`).toBeNull();
      expect(new Date(created?.at ?? 0).getTime(), `project ${id}`).toBe(new Date(created?.created_at ?? 1).getTime());
      expect(last?.to_status_id, `project ${id}: its last event leads to its status`).toBe(last?.status_id ?? -1);
      expect(new Date(last?.at ?? 0).getTime(), `project ${id}: updated when its last event happened`).toBe(new Date(last?.updated_at ?? 1).getTime());
      for (const [n, event] of events.entries()) {
        actions.add(event.action);
        expect(new Date(event.at).getTime(), `project ${id}`).toBeLessThan(now.getTime());
        if (n === 0) continue;
        const previous = events[n - 1];
        expect(event.from_status_id, `project ${id}, ${event.action}`).toBe(previous?.to_status_id ?? -1);
        expect(new Date(event.at).getTime(), `project ${id}, ${event.action}`).toBeGreaterThan(new Date(previous?.at ?? 0).getTime());
        if (event.actor_type === "provider") expect(event.actor_id, `project ${id}, ${event.action}`).not.toBeNull();
      }
    }
    // A noted call follows its provider's acceptance, and the project keeps its moment.
    const [calls] = rowsOf<{ events: number; kept: number; afterAcceptance: number }>(
      await database.db.execute(sql`select count(*)::int as events,
          count(*) filter (where p.customer_called_at = e.created_at)::int as kept,
          count(*) filter (where exists (select 1 from audit_events a where a.project_id = e.project_id and a.action = 'provider.accepted'
            and a.actor_id = e.actor_id and a.created_at < e.created_at))::int as "afterAcceptance"
        from audit_events e join home_projects p on p.id = e.project_id where e.action = 'provider.customer-called'`),
    );
    expect(calls?.events).toBeGreaterThan(10);
    expect(calls).toEqual({ events: calls?.events ?? -1, kept: calls?.events ?? -1, afterAcceptance: calls?.events ?? -1 });
    // A noted visit follows its provider's call, the project keeps it, and accepted ones show it to their customer.
    const [visits] = rowsOf<{ events: number; kept: number; afterCall: number; inTheDay: number; shown: number }>(
      await database.db.execute(sql`select count(*)::int as events,
          count(*) filter (where p.visit_planned_at = e.created_at and p.visit_at = (e.details ->> 'visitAt')::timestamptz)::int as kept,
          count(*) filter (where p.customer_called_at < e.created_at and e.actor_id = p.provider_id)::int as "afterCall",
          count(*) filter (where extract(hour from p.visit_at at time zone 'Europe/Brussels') between 8 and 17
            and extract(minute from p.visit_at at time zone 'Europe/Brussels') in (0, 15, 30, 45))::int as "inTheDay",
          count(*) filter (where p.status_id = 2 and p.visit_planned_at >= p.provider_assigned_at)::int as shown
        from audit_events e join home_projects p on p.id = e.project_id where e.action = 'provider.visit-planned'`),
    );
    expect(visits?.events).toBeGreaterThan(10);
    expect(visits?.shown).toBeGreaterThan(0);
    expect(visits).toEqual({
      events: visits?.events ?? -1,
      kept: visits?.events ?? -1,
      afterCall: visits?.events ?? -1,
      inTheDay: visits?.events ?? -1,
      shown: visits?.shown ?? -1,
    });
    // Each accepted project keeps its provider's acceptance, the moment of its event.
    const [acceptances] = rowsOf<{ accepted: number; kept: number }>(
      await database.db.execute(sql`select count(*)::int as accepted,
          count(*) filter (where p.provider_accepted_at = (select max(e.created_at) from audit_events e
            where e.project_id = p.id and e.action = 'provider.accepted' and e.actor_id = p.provider_id))::int as kept
        from home_projects p where p.status_id = 2`),
    );
    expect(acceptances?.accepted).toBeGreaterThan(5);
    expect(acceptances?.kept).toBe(acceptances?.accepted ?? -1);
    // People close projects during the day: between 8:00 and 18:00 in Brussels.
    const closings = [...byProject.values()].flatMap((events) =>
      events.filter((e) => ["provider.invoice-uploaded", "provider.no-agreement", "network.cancel"].includes(e.action)),
    );
    const brusselsHour = (at: Date | string) =>
      Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", hour: "2-digit", hourCycle: "h23" }).format(new Date(at)));
    expect(closings.filter((e) => brusselsHour(e.at) < 8 || brusselsHour(e.at) >= 18).map((e) => `${e.project_id} ${e.action} ${e.at}`)).toEqual([]);
    // The paths the demo holds: answered, rejected by hand and by the deadline, closed three ways.
    for (const action of [
      "project.created",
      "provider.accepted",
      "provider.customer-called",
      "provider.visit-planned",
      "provider.rejected",
      "provider.auto-rejected",
      "provider.invoice-uploaded",
      "provider.no-agreement",
      "network.cancel",
    ])
      expect([...actions]).toContain(action);
  });

  test("customers used their own controls: call times and additions, each recorded as the status page records it, only while the request was open", async () => {
    const [controls] = rowsOf<{
      callTimes: number;
      callTimesKept: number;
      additions: number;
      byNetwork: number;
      named: number;
      visitChanges: number;
      visitChangesKept: number;
      whileOpen: number;
    }>(
      await database.db.execute(sql`select
          (select count(*) from audit_events where action = 'customer.call-times')::int as "callTimes",
          (select count(*) from audit_events e join home_projects p on p.id = e.project_id
            where e.action = 'customer.call-times' and to_jsonb(p.preferred_call_times) = e.details -> 'times')::int as "callTimesKept",
          (select count(*) from project_additions)::int as additions,
          (select count(*) from project_additions where added_by = 'network')::int as "byNetwork",
          (select count(*) from project_additions a join audit_events e on e.project_id = a.project_id and e.action = 'customer.addition'
            and (e.details ->> 'additionId')::int = a.id and e.created_at = a.created_at
            and e.actor_type = a.added_by)::int as named,
          (select count(*) from audit_events where action = 'customer.visit-change')::int as "visitChanges",
          (select count(*) from audit_events e join home_projects p on p.id = e.project_id where e.action = 'customer.visit-change'
            and p.visit_change_asked_at = e.created_at and e.created_at > p.visit_planned_at
            and e.created_at < (e.details ->> 'visitAt')::timestamptz)::int as "visitChangesKept",
          (select count(*) from audit_events where action like 'customer.%' and from_status_id = to_status_id and to_status_id not in (4, 5))::int as "whileOpen"`),
    );
    expect(controls?.callTimes).toBeGreaterThan(30);
    expect(controls?.callTimesKept).toBe(controls?.callTimes ?? -1);
    expect(controls?.additions).toBeGreaterThan(10);
    expect(controls?.byNetwork).toBeGreaterThan(0);
    expect(controls?.named).toBe(controls?.additions ?? -1);
    // Other times asked for a visit: after it was noted, before it, kept on the project.
    expect(controls?.visitChanges).toBeGreaterThan(0);
    expect(controls?.visitChangesKept).toBe(controls?.visitChanges ?? -1);
    expect(controls?.whileOpen).toBe((controls?.callTimes ?? 0) + (controls?.additions ?? 0) + (controls?.visitChanges ?? 0));
    // The dashboard's section has something to show.
    const own = await dashboardSelfService({ db: database.db, clock: fixedClock(now) }, dashboardFilterSchema.parse({ period: "90d" }));
    expect(own.current.byCustomer).toBeGreaterThan(30);
    expect(own.current.byNetwork).toBeGreaterThan(0);
  });

  test("every completed project carries its invoice: a PDF in the file store and its amount, named in the upload's event; no other project has one", async () => {
    const byProject = await histories();
    let completed = 0;
    let high = 0;
    const amounts = new Set<number>();
    for (const [id, events] of byProject) {
      // The customer's rating and the network's call back come after the invoice (demo-ratings.ts).
      const last = events.filter((e) => e.action !== "customer.rating" && e.action !== "network.low-rating-followed-up").at(-1);
      if (last?.status_id !== 5) {
        expect(last?.invoice ?? null, `project ${id}`).toBeNull();
        expect(last?.amount ?? null, `project ${id}`).toBeNull();
        continue;
      }
      completed++;
      expect(last.action, `project ${id}`).toBe("provider.invoice-uploaded");
      expect(last.actor_id, `project ${id}: uploaded by its provider`).toBe(last.provider_id ?? -1);
      expect(last.invoice, `project ${id}`).toMatch(/\.pdf$/);
      expect(last.details?.fileName, `project ${id}`).toBe(last.invoice ?? "");
      const file = await storage.get(last.invoice ?? "");
      expect(file, `project ${id}: its invoice is stored`).toBeDefined();
      expect(detectFileType(file?.bytes ?? new Uint8Array())?.contentType).toBe("application/pdf");
      expect(last.details?.sizeBytes).toBe(file?.bytes.byteLength ?? -1);
      // Its amount, as a provider gives it: stored, in the event, in range (docs/product/demo-data.md).
      const amount = last.amount ?? 0;
      expect(amount >= 9_500 && (amount <= 295_000 || (amount >= 600_000 && amount <= 900_000)), `project ${id}: ${amount}`).toBe(true);
      if (amount >= 600_000) high++;
      expect(last.details?.amountCents, `project ${id}`).toBe(last.amount ?? -1);
      amounts.add(last.amount ?? 0);
    }
    // Amounts differ from one request to the next; a few are far above the rest.
    expect(amounts.size).toBeGreaterThan(completed / 2);
    expect(high).toBeGreaterThan(0);
    expect(high).toBeLessThan(completed / 8);
    // So a fresh demo has a high invoice to check, and providers' prices to compare.
    expect((await projectsNeedingAttention(database.db, now)).highInvoice).toBeGreaterThan(0);
    const prices = await dashboardProviderPrices({ db: database.db, clock: fixedClock(now) }, dashboardFilterSchema.parse({ period: "90d" }));
    expect(prices.rows.length).toBeGreaterThan(1);
    expect(prices.rows.some((row) => row.highInvoices > 0)).toBe(true);
    expect(completed).toBeGreaterThan(10);
    // Nothing else in the store, and the same names on every seed.
    expect((await storage.list()).length).toBe(completed);
    expect((await otherStorage.list()).sort()).toEqual((await storage.list()).sort());
  });

  test("completed requests were asked for a rating when invoiced; most customers gave one, some unhappy, half of those called back", async () => {
    const rows = rowsOf<{
      id: number;
      provider_id: number;
      rating_provider: number | null;
      invoiced: Date | string | null;
      requested_at: Date | string | null;
      rated_at: Date | string | null;
      rating: number | null;
      followed_up_at: Date | string | null;
      rated_event: number | null;
      followed_event: Date | string | null;
    }>(
      await database.db.execute(sql`
        select p.id, p.provider_id, r.provider_id as rating_provider, r.requested_at, r.rated_at, r.rating, r.followed_up_at,
          (select created_at from audit_events e where e.project_id = p.id and e.action = 'provider.invoice-uploaded') as invoiced,
          (select (details ->> 'rating')::int from audit_events e where e.project_id = p.id and e.action = 'customer.rating' and e.created_at = r.rated_at) as rated_event,
          (select created_at from audit_events e where e.project_id = p.id and e.action = 'network.low-rating-followed-up') as followed_event
        from home_projects p left join project_ratings r on r.project_id = p.id where p.status_id = 5 or r.id is not null`),
    );
    const time = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());
    for (const row of rows) {
      expect(row.requested_at, `project ${row.id}: asked when invoiced`).not.toBeNull();
      expect(time(row.requested_at)).toBe(time(row.invoiced));
      expect(row.rating_provider).toBe(row.provider_id);
      // A score given has its event; a call back, its own, after the score, for a low one.
      expect(row.rated_event).toBe(row.rating);
      if (row.followed_up_at !== null) expect([time(row.followed_event), row.rating !== null && row.rating <= 2]).toEqual([time(row.followed_up_at), true]);
      else expect(row.followed_event).toBeNull();
      if (row.rated_at !== null) expect(time(row.rated_at) ?? 0).toBeLessThan(now.getTime());
    }
    const given = rows.filter((r) => r.rating !== null);
    const low = given.filter((r) => (r.rating ?? 5) <= 2);
    expect(given.length).toBeGreaterThan(rows.length / 2);
    expect(given.length).toBeLessThan(rows.length);
    expect(low.length).toBeGreaterThan(0);
    expect(low.some((r) => r.followed_up_at !== null)).toBe(true);
    // The dashboard counts those still to call back.
    const counts = await projectsNeedingAttention(database.db, now);
    expect(counts.unhappy).toBe(low.filter((r) => r.followed_up_at === null).length);
  });
});
