import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { seedDatabase } from "@/server/db/seed/seed";
import { catalogText } from "@/server/domain/catalog/localised-text";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";

/** The catalogue's French texts in the database carry the French typography of docs/product/language.md. */
describe(`French typography of the catalogue's stored texts on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { demo: false });
  });
  afterAll(() => database?.dispose());

  test("a question is stored and read with a narrow no-break space before its ?, in French only", async () => {
    const read = async (language: "fr" | "nl") =>
      rowsOf<{ text: string }>(await database.db.execute(sql`select ${catalogText("question", "type-of-work", language, "?")} as text`))[0]?.text;
    expect(await read("fr")).toBe("De quel type de travaux s'agit-il\u202f?");
    expect(await read("nl")).toBe("Om welk soort werk gaat het?");
  });

  test("no French text of the table keeps a plain space before ? ! ; : or inside « »", async () => {
    const rows = rowsOf<{ key: string; text: string }>(await database.db.execute(sql`select key, text from translations where language = 'fr'`));
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((row) => / [?!;:]|« | »/.test(row.text))).toEqual([]);
  });
});
