import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import {
  exportNetworkProjects,
  listNetworkProjects,
  projectExportLimit,
  projectsNeedingAttention,
  waitingCutoff,
} from "@/server/domain/projects/network-projects";
import { listProviders } from "@/server/domain/providers/service";
import { workingDaysBetween } from "@/server/domain/working-days/service";
import { callDueCutoff } from "@/server/domain/customer-controls/call-by";
import { rowsOf } from "@/server/db/rows";
import { projectExportSchema, projectListSchema } from "@/shared/schemas/network-projects";
import { testDriver, type TestDatabase } from "../../support/database";
import { networkTestDatabase, now } from "./support";
import { postalAreaId } from "../../support/fixtures";

const providerCount = 1_000;
const projectCount = 100_000;

/**
 * The lists stay paged in SQL with 1,000 providers and 100,000 projects, seeded by one
 * `insert ... select generate_series` statement each. Project i (1-based among the seeded ones):
 * provider (i % 1000) + 3, or none when i % 10 = 0; status (i % 8) + 1; customer "Client{i} Nom{i % 100}";
 * created i minutes before `now`.
 */
describe(`network lists with 1,000 providers and 100,000 projects on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await networkTestDatabase();
    const area = await postalAreaId(database.db, "1000", "Bruxelles");
    await database.db.execute(sql`
      insert into providers (name, address, contact_name, contact_phone_number, contact_email, is_active)
      select 'Seeded Provider ' || lpad(g::text, 4, '0'), 'Rue ' || g, 'Contact ' || g, '+32 2 000 00 00', 'p' || g || '@example.be', g % 7 <> 0
      from generate_series(1, ${providerCount}) g`);
    await database.db.execute(sql`
      insert into home_projects (created_at, updated_at, service_id, postal_area_id, status_id, provider_id, provider_assigned_at, language,
        customer_first_name, customer_last_name, customer_gsm, customer_email, customer_street_house_number, is_insurer_customer,
        privacy_consent_at, privacy_consent_version)
      select ${now.toISOString()}::timestamptz - make_interval(mins => g), ${now.toISOString()}::timestamptz, 3, ${area}, (g % 8) + 1,
        case when g % 10 = 0 then null else (g % 1000) + 3 end,
        case when g % 10 = 0 then null else ${now.toISOString()}::timestamptz - make_interval(mins => g) end,
        'fr', 'Client' || g, 'Nom' || (g % 100), '+32 470 00 00 00', 'c' || g || '@example.be', 'Rue Haute ' || g, true, ${now.toISOString()}::timestamptz, 'test'
      from generate_series(1, ${projectCount}) g`);
    await database.db.execute(sql`analyze`);
  }, 120_000);
  afterAll(() => database.dispose());

  test("providers: counts and pages of 20", async () => {
    const day = "2026-04-07";
    const first = await listProviders(database.db, { search: "", page: 1 }, day);
    expect(first.total).toBe(providerCount + 2);
    expect(first.items.length).toBe(20);
    const last = await listProviders(database.db, { search: "", page: 51 }, day);
    expect(last.items.length).toBe(2);
    const search = await listProviders(database.db, { search: "provider 09", page: 1 }, day);
    expect(search.total).toBe(100);
    expect(search.items[0]!.name).toBe("Seeded Provider 0900");
    // Provider id 3 is "Seeded Provider 0001": projects with i % 1000 = 0 and i % 10 ≠ 0 → none; id 4: i % 1000 = 1 → 100.
    const withCount = await listProviders(database.db, { search: "Seeded Provider 0002", page: 1 }, day);
    expect(withCount.items.map((r) => [r.id, r.projectCount])).toEqual([[4, 100]]);
  });

  test("projects: total, pages, customer name search, status, provider and highlight filters", async () => {
    const plain = { search: "", waitingTooLong: false, withoutProvider: false };
    const first = await listNetworkProjects(database.db, { ...plain, page: 1 }, now);
    expect(first.total).toBe(projectCount);
    expect(first.items.length).toBe(20);
    expect(first.items[0]!.customerFirstName).toBe("Client1");
    const page5000 = await listNetworkProjects(database.db, { ...plain, page: 5000 }, now);
    expect(page5000.items.at(-1)!.customerFirstName).toBe(`Client${projectCount}`);
    expect((await listNetworkProjects(database.db, { ...plain, page: 5001 }, now)).items).toEqual([]);

    // 'first last' contains, case-insensitive: "client12 nom12" matches i = 12, 112, ... no: i % 100 = 12 and "Client12…".
    const byName = await listNetworkProjects(database.db, { ...plain, search: "cLIENT1234 nom34", page: 1 }, now);
    expect(byName.items.map((r) => r.customerFirstName)).toEqual(["Client1234"]);
    const wide = await listNetworkProjects(database.db, { ...plain, search: "nom7", page: 1 }, now);
    expect(wide.total).toBe(11 * 1000);

    const status3 = await listNetworkProjects(database.db, { ...plain, statusId: 3, page: 1 }, now);
    expect(status3.total).toBe(projectCount / 8);
    const ofProvider = await listNetworkProjects(database.db, { ...plain, providerId: 4, page: 1 }, now);
    expect(ofProvider.total).toBe(100);
    expect(ofProvider.items.every((r) => r.providerId === 4)).toBe(true);
    const unassigned = await listNetworkProjects(database.db, { ...plain, withoutProvider: true, page: 1 }, now);
    // i % 10 = 0 and status (i % 8) + 1 in (1, 3, 8): i % 40 in {0, 10, 20, 30} with i % 8 in {0, 2, 7} → i % 40 ∈ {0, 10}.
    expect(unassigned.total).toBe(projectCount / 20);

    const waiting = await listNetworkProjects(database.db, { ...plain, waitingTooLong: true, page: 1 }, now);
    const cutoff = waitingCutoff(now);
    expect(workingDaysBetween(cutoff, now)).toBe(1);
    expect(workingDaysBetween(new Date(cutoff.getTime() + 1), now)).toBe(0);
    expect(waiting.items.every((r) => r.statusId === 1 && r.providerId !== null && new Date(r.createdAt) <= cutoff)).toBe(true);
    expect(waiting.total).toBeGreaterThan(0);
  });

  test("a page in the older half, read from the oldest end, is exactly the page OFFSET gives", async () => {
    const plain = { search: "", waitingTooLong: false, withoutProvider: false };
    const byOffset = async (offset: number, statusId?: number) => {
      const rows = await database.db.execute(sql`
        select id from home_projects ${statusId === undefined ? sql`` : sql`where status_id = ${statusId}`}
        order by created_at desc, id desc limit 20 offset ${offset}`);
      return (Array.isArray(rows) ? rows : (rows as unknown as { rows: { id: number }[] }).rows).map((r) => Number((r as { id: number }).id));
    };
    for (const page of [101, 2500, 2501, 4000, 4999, 5000, 5001]) {
      const listed = await listNetworkProjects(database.db, { ...plain, page }, now);
      expect(listed.total).toBe(projectCount);
      expect(listed.items.map((r) => r.id)).toEqual(await byOffset((page - 1) * 20));
    }
    // Filtered: 12,500 projects of status 3, 625 full pages.
    for (const page of [300, 313, 500, 625, 626]) {
      const listed = await listNetworkProjects(database.db, { ...plain, statusId: 3, page }, now);
      expect(listed.total).toBe(projectCount / 8);
      expect(listed.items.map((r) => r.id)).toEqual(await byOffset((page - 1) * 20, 3));
    }
    expect((await listNetworkProjects(database.db, { ...plain, statusId: 3, page: 625 }, now)).items.length).toBe(20);
    expect((await listNetworkProjects(database.db, { ...plain, statusId: 3, page: 626 }, now)).items).toEqual([]);
  });

  test("the export (docs/product/consoles.md): the list's filters and order, the newest 10,000, and no customer data", async () => {
    const plain = { search: "", waitingTooLong: false, withoutProvider: false };
    const all = await exportNetworkProjects(database.db, plain, now, "fr");
    expect(all.total).toBe(projectCount);
    expect(all.rows.length).toBe(projectExportLimit);
    // Row by row the list's order: its first page, and its 500th (rows 9,981 to 10,000).
    const first = await listNetworkProjects(database.db, { ...plain, page: 1 }, now);
    const page500 = await listNetworkProjects(database.db, { ...plain, page: 500 }, now);
    expect(all.rows.slice(0, 20).map((r) => r.id)).toEqual(first.items.map((r) => r.id));
    expect(all.rows.slice(9980).map((r) => r.id)).toEqual(page500.items.map((r) => r.id));
    // What a row carries: nothing of the customer; the place in the reader's language.
    expect(Object.keys(all.rows[0]!).sort()).toEqual([
      "acceptedAt",
      "calledAt",
      "createdAt",
      "hasInvoice",
      "id",
      "invoiceAmountCents",
      "place",
      "postCode",
      "providerName",
      "rating",
      "serviceCode",
      "statusId",
    ]);
    expect(all.rows[0]).toMatchObject({ postCode: "1000", place: "Bruxelles", serviceCode: expect.any(String), hasInvoice: false });
    expect((await exportNetworkProjects(database.db, { ...plain, providerId: 4 }, now, "nl")).rows[0]?.place).toBe("Brussel");

    // Each filter gives what the list gives, all of it when under the cap.
    for (const filter of [{ search: "nom7" }, { statusId: 3 }, { providerId: 4 }, { withoutProvider: true }, { waitingTooLong: true }]) {
      const input = { ...plain, ...filter };
      const exported = await exportNetworkProjects(database.db, input, now, "fr");
      const listed = await listNetworkProjects(database.db, { ...input, page: 1 }, now);
      expect(exported.total).toBe(listed.total);
      expect(exported.rows.length).toBe(Math.min(listed.total, projectExportLimit));
      expect(exported.rows.slice(0, 20).map((r) => r.id)).toEqual(listed.items.map((r) => r.id));
    }
    const ofProvider = await exportNetworkProjects(database.db, { ...plain, providerId: 4 }, now, "fr");
    expect(ofProvider.rows.length).toBe(100);
    expect(new Set(ofProvider.rows.map((r) => r.providerName))).toEqual(new Set(["Seeded Provider 0002"]));
    const unassigned = await exportNetworkProjects(database.db, { ...plain, withoutProvider: true }, now, "fr");
    expect(unassigned.rows.every((r) => r.providerName === null && [1, 3, 8].includes(r.statusId))).toBe(true);
  });

  test("requested between two Belgian days, both included, in the list and its export; days out of order are refused", async () => {
    const plain = { search: "", waitingTooLong: false, withoutProvider: false };
    // Project i was created i minutes before 2026-03-04 10:00 in Brussels: 3 March is i in [601, 2040].
    const third = await listNetworkProjects(database.db, { ...plain, createdFrom: "2026-03-03", createdTo: "2026-03-03", page: 1 }, now);
    expect(third.total).toBe(1440);
    expect(third.items[0]!.customerFirstName).toBe("Client601");
    const lastPage = await listNetworkProjects(database.db, { ...plain, createdFrom: "2026-03-03", createdTo: "2026-03-03", page: 72 }, now);
    expect(lastPage.items.at(-1)!.customerFirstName).toBe("Client2040");
    expect((await listNetworkProjects(database.db, { ...plain, createdFrom: "2026-03-04", page: 1 }, now)).total).toBe(600);
    expect((await listNetworkProjects(database.db, { ...plain, createdTo: "2026-03-03", page: 1 }, now)).total).toBe(projectCount - 600);
    const withStatus = await listNetworkProjects(database.db, { ...plain, statusId: 3, createdFrom: "2026-03-03", createdTo: "2026-03-03", page: 1 }, now);
    expect(withStatus.total).toBe(1440 / 8);
    const exported = await exportNetworkProjects(database.db, { ...plain, createdFrom: "2026-03-03", createdTo: "2026-03-03" }, now, "fr");
    expect(exported.total).toBe(1440);
    expect(exported.rows).toHaveLength(1440);
    expect(exported.rows.slice(0, 20).map((r) => r.id)).toEqual(third.items.map((r) => r.id));
    expect(projectListSchema.safeParse({ createdFrom: "2026-03-04", createdTo: "2026-03-03" }).success).toBe(false);
    expect(projectExportSchema.safeParse({ createdFrom: "2026-02-30" }).success).toBe(false);
    expect(projectExportSchema.safeParse({ createdFrom: "2026-03-03", createdTo: "2026-03-03" }).success).toBe(true);
  });

  test("needs attention now: each count is the total of the list it opens", async () => {
    const plain = { search: "", waitingTooLong: false, withoutProvider: false, page: 1 };
    // Some customers of accepted projects reported no contact yet; the network handled some of those.
    await database.db.execute(sql`update home_projects set no_contact_reported_at = provider_assigned_at + interval '1 day'
      where status_id = 2 and provider_assigned_at is not null and id % 7 = 0`);
    await database.db.execute(
      sql`update home_projects set no_contact_handled_at = no_contact_reported_at + interval '1 hour' where no_contact_reported_at is not null and id % 3 = 0`,
    );
    // Accepted two hours after the assignment; the providers of some noted their call, one of them
    // before its assignment (a call for an earlier provider: it does not count).
    await database.db.execute(sql`update home_projects set provider_accepted_at = provider_assigned_at + interval '2 hours'
      where status_id = 2 and provider_assigned_at is not null`);
    await database.db.execute(sql`update home_projects set customer_called_at = provider_accepted_at + interval '1 hour'
      where status_id = 2 and provider_accepted_at is not null and id % 5 = 0`);
    await database.db.execute(sql`update home_projects set customer_called_at = provider_assigned_at - interval '1 hour'
      where status_id = 2 and provider_accepted_at is not null and id % 5 = 1`);
    // Some completed projects' customers reported a problem after the job; the network handled some.
    await database.db.execute(sql`insert into project_complaints (project_id, text, created_at, handled_at)
      select id, 'Fuite revenue', now(), case when id % 9 = 0 then now() end from home_projects where status_id = 5 and id % 3 = 0`);
    // Completed projects rated 1 to 5; the network called back some of the unhappy ones.
    await database.db.execute(sql`insert into project_ratings (project_id, provider_id, token_hash, token_expires_at, requested_at, rated_at, rating, followed_up_at)
      select id, coalesce(provider_id, 1), md5(id::text), now(), now(), now(), 1 + id % 5, case when id % 3 = 0 then now() end
      from home_projects where status_id = 5`);
    // Completed projects invoiced 100 € to 160 €, one in twenty-five 5,000 €; the network checked a third of those.
    await database.db.execute(sql`update home_projects set invoice_amount_cents = case when id % 25 = 0 then 500000 else 10000 + (id % 7) * 1000 end
      where status_id = 5`);
    await database.db.execute(sql`update home_projects set invoice_checked_cents = invoice_amount_cents, invoice_checked_at = now()
      where status_id = 5 and id % 25 = 0 and id % 3 = 0`);
    const counts = await projectsNeedingAttention(database.db, now);
    expect(counts).toEqual({
      waitingTooLong: (await listNetworkProjects(database.db, { ...plain, waitingTooLong: true }, now)).total,
      withoutProvider: (await listNetworkProjects(database.db, { ...plain, withoutProvider: true }, now)).total,
      manualHandling: (await listNetworkProjects(database.db, { ...plain, statusId: 7 }, now)).total,
      noAgreement: (await listNetworkProjects(database.db, { ...plain, statusId: 6 }, now)).total,
      noContact: (await listNetworkProjects(database.db, { ...plain, noContact: true }, now)).total,
      callOverdue: (await listNetworkProjects(database.db, { ...plain, callOverdue: true }, now)).total,
      unhappy: (await listNetworkProjects(database.db, { ...plain, unhappy: true }, now)).total,
      complaint: (await listNetworkProjects(database.db, { ...plain, complaint: true }, now)).total,
      highInvoice: (await listNetworkProjects(database.db, { ...plain, highInvoice: true }, now)).total,
    });
    const [high] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from home_projects where status_id = 5 and id % 25 = 0 and id % 3 <> 0`),
    );
    expect(counts.highInvoice).toBe(high?.n ?? -1);
    expect(counts.highInvoice).toBeGreaterThan(0);
    const [complaints] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(distinct project_id)::int as n from project_complaints c join home_projects p on p.id = c.project_id
        where c.handled_at is null and p.personal_data_erased_at is null`),
    );
    expect(counts.complaint).toBe(complaints?.n ?? -1);
    expect(counts.complaint).toBeGreaterThan(0);
    const [unhappy] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from home_projects p join project_ratings r on r.project_id = p.id
        where r.rating <= 2 and r.followed_up_at is null and p.personal_data_erased_at is null`),
    );
    expect(counts.unhappy).toBe(unhappy?.n ?? -1);
    expect(counts.unhappy).toBeGreaterThan(0);
    // Every accepted project past its call-by but those whose call was noted after their assignment.
    const pastCallBy = sql`status_id = 2 and provider_accepted_at <= ${callDueCutoff(now).toISOString()}::timestamptz`;
    const [past] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from home_projects where ${pastCallBy}`));
    const [noted] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from home_projects where ${pastCallBy} and id % 5 = 0`));
    expect(counts.callOverdue).toBe((past?.n ?? 0) - (noted?.n ?? 0));
    expect(counts.callOverdue).toBeGreaterThan(5000);
    expect(counts.noContact).toBeGreaterThan(0);
    expect(counts.withoutProvider).toBe(projectCount / 20);
    expect(counts.manualHandling).toBe(projectCount / 8);
    expect(counts.noAgreement).toBe(projectCount / 8);
    expect(counts.waitingTooLong).toBeGreaterThan(0);
  });

  test("the project page query reads an index, not the whole table", async () => {
    if (testDriver !== "postgres") return;
    const plan = await database.db.execute(
      sql`explain select id from home_projects where customer_search_name like lower('%Client1234%') order by created_at desc, id desc limit 20`,
    );
    expect(JSON.stringify(plan)).toContain("home_projects_customer_search_name_trgm_idx");
  });
  test("a search by e-mail address (the network's, and the public lost-link form's) reads an index", async () => {
    const found = await listNetworkProjects(database.db, { search: "C4242@Example.be", waitingTooLong: false, withoutProvider: false, page: 1 }, now);
    expect(found.items.map((row) => row.customerFirstName)).toEqual(["Client4242"]);
    if (testDriver !== "postgres") return;
    const plan = await database.db.execute(sql`explain select id from home_projects where lower(customer_email) = lower('C4242@Example.be')`);
    expect(JSON.stringify(plan)).toContain("home_projects_customer_email_idx");
  });
  test("the customer-name search ignores case and accents, takes % and _ literally, and works from one letter", async () => {
    const area = await postalAreaId(database.db, "1000", "Bruxelles");
    const names = [
      ["Élodie", "Dupré"],
      ["ZOË", "Van den Broeck"],
      ["Jean_Luc", "100%"],
    ];
    const inserted = await database.db.execute(sql`
      insert into home_projects (created_at, updated_at, service_id, postal_area_id, status_id, language, customer_first_name, customer_last_name,
        customer_gsm, customer_email, customer_street_house_number, is_insurer_customer, privacy_consent_at, privacy_consent_version)
      select ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, 3, ${area}, 3, 'fr', n.first, n.last,
        '+32 470 00 00 00', 'x@example.be', 'Rue Haute 1', true, ${now.toISOString()}::timestamptz, 'test'
      from (values ${sql.join(
        names.map(([first, last]) => sql`(${first}, ${last})`),
        sql`, `,
      )}) as n(first, last)
      returning id`);
    const ids = (Array.isArray(inserted) ? inserted : (inserted as { rows: { id: number }[] }).rows).map((r) => Number((r as { id: number }).id));
    try {
      const search = async (text: string) =>
        (await listNetworkProjects(database.db, { search: text, waitingTooLong: false, withoutProvider: false, page: 1 }, now)).items
          .filter((r) => ids.includes(r.id))
          .map((r) => `${r.customerFirstName} ${r.customerLastName}`);
      expect(await search("élodie dupré")).toEqual(["Élodie Dupré"]);
      expect(await search("ÉLO")).toEqual(["Élodie Dupré"]);
      expect(await search("zoë van")).toEqual(["ZOË Van den Broeck"]);
      expect(await search("Zo")).toEqual(["ZOË Van den Broeck"]);
      // Accents are ignored both ways (docs/product/consoles.md): "Ë" is any e, "elodie dupre" finds "Élodie Dupré".
      expect(await search("Ë")).toEqual(["Jean_Luc 100%", "ZOË Van den Broeck", "Élodie Dupré"]);
      expect(await search("elodie dupre")).toEqual(["Élodie Dupré"]);
      expect(await search("n_L")).toEqual(["Jean_Luc 100%"]);
      expect(await search("e_n")).toEqual([]);
      expect(await search("_")).toEqual(["Jean_Luc 100%"]);
      expect(await search("%d")).toEqual([]);
      expect(await search("0%")).toEqual(["Jean_Luc 100%"]);
      // A two-letter search counts every match, like any other: "Client1…" for every i starting with 1.
      const short = await listNetworkProjects(database.db, { search: "T1", waitingTooLong: false, withoutProvider: false, page: 1 }, now);
      expect(short.total).toBe(11_112);
    } finally {
      await database.db.execute(
        sql`delete from home_projects where id in ${sql`(${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
      );
    }
  });
});
