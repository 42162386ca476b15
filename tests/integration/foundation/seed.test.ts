import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { isCatalogEmpty, seedDatabase } from "@/server/db/seed/seed";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";

const seededTables = [
  "service_categories",
  "service_sub_categories",
  "services",
  "questions",
  "answers",
  "service_questions",
  "translations",
  "project_statuses",
  "no_agreement_reasons",
  "postal_areas",
  "providers",
  "provider_services",
  "provider_postal_areas",
  "login_users",
  "network_users",
];

/** Every row of every seeded table, without timestamps, in a stable order. */
async function snapshot(database: TestDatabase) {
  const result: Record<string, unknown[]> = {};
  for (const table of seededTables) {
    const rows = rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(`select * from "${table}" order by 1, 2`)));
    result[table] = rows.map(({ created_at: _ignored, ...rest }) => rest);
  }
  return result;
}

describe(`seed on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  test("seeding twice leaves the same rows", async () => {
    expect(await isCatalogEmpty(database.db)).toBe(true);
    await seedDatabase(database.db, { demo: true });
    const first = await snapshot(database);
    await seedDatabase(database.db, { demo: true });
    expect(await snapshot(database)).toEqual(first);
    expect(await isCatalogEmpty(database.db)).toBe(false);
  });

  test("the catalogue carries its fixed ids, hidden categories inactive", async () => {
    const categories = rowsOf<{ id: number; is_active: boolean }>(await database.db.execute(sql`select id, is_active from service_categories order by id`));
    expect(categories.map((c) => [c.id, c.is_active])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, false],
      [6, false],
    ]);
    const subIds = rowsOf<{ id: number }>(await database.db.execute(sql`select id from service_sub_categories order by id`)).map((r) => r.id);
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]) expect(subIds).toContain(id);
    const statuses = rowsOf<{ id: number }>(await database.db.execute(sql`select id from project_statuses order by id`)).map((r) => r.id);
    expect(statuses).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test("every active service has questions, every question answers, every code both languages", async () => {
    const orphans = rowsOf(
      await database.db.execute(
        sql`select s.id from services s where s.is_active and not exists (select 1 from service_questions q where q.service_id = s.id)`,
      ),
    );
    expect(orphans).toEqual([]);
    const missing = rowsOf(await database.db.execute(sql`select key from translations group by key having count(distinct language) <> 2`));
    expect(missing).toEqual([]);
  });

  test("demo providers: 1 leads in Brussels, 2 in Ghent, nobody in Namur", async () => {
    const best = async (postCode: string) =>
      rowsOf<{ provider_id: number; score: number }>(
        await database.db.execute(sql`
          select ppa.provider_id, ppa.score from provider_postal_areas ppa
          join postal_areas pa on pa.id = ppa.postal_area_id
          where pa.post_code = ${postCode} order by ppa.score desc, ppa.provider_id limit 1`),
      )[0];
    expect((await best("1000"))?.provider_id).toBe(1);
    expect((await best("9000"))?.provider_id).toBe(2);
    expect(await best("5000")).toBeUndefined();
  });

  test("the provider sequence continues after the seeded ids", async () => {
    const [row] = rowsOf<{ id: number }>(await database.db.execute(sql`insert into providers (name) values ('Next') returning id`));
    expect(row?.id).toBe(3);
  });
});
