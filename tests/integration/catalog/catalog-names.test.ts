import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { prepareDatabase } from "@/server/db/prepare";
import { rowsOf } from "@/server/db/rows";
import { catalogName, copyCatalogNames } from "@/server/db/seed/catalog-texts";
import { seedDatabase } from "@/server/db/seed/seed";
import { catalogText } from "@/server/domain/catalog/localised-text";
import { catalogText as dictionaryText } from "@/client/i18n/catalog-text";
import { frenchTypography } from "@/shared/i18n/french-typography";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";

/** One place, two names: a catalogue entry is named by the dictionaries only (docs/product/catalogue.md). */
describe(`catalogue names on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    loadAllLocales();
    database = await createTestDatabase();
    await seedDatabase(database.db, { demo: false });
  });
  afterAll(() => database?.dispose());

  const storedNames = async () =>
    rowsOf<{ key: string; language: "fr" | "nl"; text: string }>(
      await database.db.execute(sql`select key, language, text from translations order by key, language`),
    );

  test("every stored name is the name the pages show, in both languages", async () => {
    const rows = await storedNames();
    expect(rows.length).toBeGreaterThan(100);
    const differing = rows.filter(({ key, language, text }) => {
      const dot = key.indexOf(".");
      const kind = key.slice(0, dot) as "category" | "subcategory" | "service" | "question" | "answer";
      const shown = dictionaryText(language, kind, key.slice(dot + 1));
      return text !== (language === "fr" ? frenchTypography(shown) : shown);
    });
    expect(differing).toEqual([]);
  });

  test("a service's name in a mail or a console is its name on the service page", async () => {
    const read = async (language: "fr" | "nl") =>
      rowsOf<{ text: string }>(await database.db.execute(sql`select ${catalogText("service", "airco-installation", language, "?")} as text`))[0]?.text;
    expect(await read("fr")).toBe(dictionaryText("fr", "service", "airco-installation"));
    expect(await read("nl")).toBe("Plaatsing airco");
    const [column] = rowsOf<{ name: string }>(await database.db.execute(sql`select name from services where code = 'airco-installation'`));
    expect(column?.name).toBe(catalogName("service", "airco-installation").fr);
  });

  test("a start copies the dictionaries' names over a database seeded with older ones, and then writes nothing", async () => {
    await database.db.execute(sql`update translations set text = 'Snoeiwerk' where key = 'service.pruning' and language = 'nl'`);
    await database.db.execute(sql`update services set name = 'Élagage' where code = 'pruning'`);
    await database.db.execute(sql`update service_categories set name = 'Ancien nom' where code = 'certificates'`);

    await prepareDatabase(database, { seed: false, demo: false });

    const nl = (await storedNames()).find((row) => row.key === "service.pruning" && row.language === "nl");
    expect(nl?.text).toBe(catalogName("service", "pruning").nl);
    const names = rowsOf<{ name: string }>(
      await database.db.execute(
        sql`select name from services where code = 'pruning' union all select name from service_categories where code = 'certificates'`,
      ),
    );
    expect(names.map((row) => row.name)).toEqual([catalogName("service", "pruning").fr, catalogName("category", "certificates").fr]);

    expect(await database.db.transaction((tx) => copyCatalogNames(tx))).toBe(0);
  });

  test("an entry the dictionaries do not name is refused, not stored blank", () => {
    expect(() => catalogName("service", "no-such-service")).toThrow("no name for service no-such-service");
  });
});
