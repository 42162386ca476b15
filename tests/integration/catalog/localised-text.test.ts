import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { translations } from "@/server/db/schema";
import { catalogText } from "@/server/domain/catalog/localised-text";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";

/** The one rule for a catalogue code's text (src/server/domain/catalog/localised-text.ts). */
describe(`the catalogue's localised text on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(translations).values([
      { key: "service.t-both", language: "fr", text: "Texte" },
      { key: "service.t-both", language: "nl", text: "Tekst" },
      { key: "service.t-fr-only", language: "fr", text: "Seulement" },
      { key: "service.t-blank-nl", language: "fr", text: "Français" },
      { key: "service.t-blank-nl", language: "nl", text: "   " },
      { key: "question.t-both", language: "nl", text: "Vraag" },
    ]);
  });
  afterAll(() => database?.dispose());

  const text = async (kind: "service" | "question", code: string, language: "fr" | "nl") => {
    const [row] = rowsOf<{ text: string }>(await database.db.execute(sql`select ${catalogText(kind, code, language, "fallback")} as text`));
    return row?.text;
  };

  test("the text in the language, else French, else the fallback; a blank text counts as missing", async () => {
    expect(await text("service", "t-both", "nl")).toBe("Tekst");
    expect(await text("service", "t-both", "fr")).toBe("Texte");
    expect(await text("service", "t-fr-only", "nl")).toBe("Seulement");
    expect(await text("service", "t-blank-nl", "nl")).toBe("Français");
    expect(await text("service", "unknown", "nl")).toBe("fallback");
  });

  test("the kind is part of the key", async () => {
    expect(await text("question", "t-both", "nl")).toBe("Vraag");
    expect(await text("question", "t-fr-only", "fr")).toBe("fallback");
  });
});
