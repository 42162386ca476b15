import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { postalAreas } from "@/server/db/schema";
import { importPostalAreas } from "@/server/db/seed/import-postal-areas";
import { PostalAreaCsvError } from "@/server/db/seed/postal-area-csv";
import { createTestDatabase, type TestDatabase, testDriver, writeMigratedPgliteFolder } from "../../support/database";
import { hasSharedData, postalAreasCsvPath } from "../../support/shared-data";
import { temporaryFolder } from "../../support/temporary-folders";

const header = "postcode;municipality;locality;province;latitude;longitude";

async function countAreas(database: TestDatabase) {
  const [row] = await database.db.select({ n: count() }).from(postalAreas);
  return row?.n ?? 0;
}

describe(`postal-area import on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  // The shared list has 2,906 lines, two of which (2089 Oudsbergen, 2120 Pelt) carry "<br>" instead
  // of a postcode: strictly it imports nothing; with skipInvalid the 2,904 real areas go in.
  test.skipIf(!hasSharedData)("the official list: strict import names its bad line and imports nothing", async () => {
    const csv = await Bun.file(postalAreasCsvPath).text();
    expect(importPostalAreas(database.db, csv)).rejects.toMatchObject({ line: 2089, reason: "postcode must be 4 digits" });
    expect(await countAreas(database)).toBe(0);
  });

  test.skipIf(!hasSharedData)("the official list with skipInvalid: every real area, and again changes nothing", async () => {
    const csv = await Bun.file(postalAreasCsvPath).text();
    const dataLines = csv.trim().split("\n").length - 1;
    expect(dataLines).toBe(2906);
    const first = await importPostalAreas(database.db, csv, { skipInvalid: true });
    expect(first).toEqual({
      read: 2904,
      inserted: 2904,
      updated: 0,
      unchanged: 0,
      skipped: ["line 2089: postcode must be 4 digits", "line 2120: postcode must be 4 digits"],
      // The language rule (docs/product/places.md): 126 places with two names, none left undecided.
      places: { places: 2778, twoNamePlaces: 126, undecided: [] },
    });
    expect(await countAreas(database)).toBe(2904);
    const second = await importPostalAreas(database.db, csv, { skipInvalid: true });
    expect(second).toMatchObject({ read: 2904, inserted: 0, updated: 0, unchanged: 2904 });
    expect(await countAreas(database)).toBe(2904);
  });

  test.each([
    ["a postcode of 3 digits", "100;Bruxelles;Bruxelles;Brussels;50.8;4.3", "postcode must be 4 digits"],
    ["a missing municipality", "1000;;Bruxelles;Brussels;50.8;4.3", "municipality is missing"],
    ["a missing locality", "1000;Bruxelles;;Brussels;50.8;4.3", "locality is missing"],
    ["a wrong column count", "1000;Bruxelles;Bruxelles;Brussels;50.8", "expected 6 columns, found 5"],
    ["a latitude that is no number", "1000;Bruxelles;Bruxelles;Brussels;north;4.3", "latitude is not a number"],
  ])("a file with %s imports nothing and names the line", async (_name, badLine, reason) => {
    const before = await countAreas(database);
    const csv = [
      header,
      "1300;Wavre;Wavre;Brabant wallon;50.71;4.6",
      "1301;Wavre;Bierges;Brabant wallon;50.71;4.6",
      badLine,
      "1310;La Hulpe;La Hulpe;Brabant wallon;50.73;4.48",
    ].join("\n");
    const attempt = importPostalAreas(database.db, csv);
    expect(attempt).rejects.toBeInstanceOf(PostalAreaCsvError);
    expect(attempt).rejects.toMatchObject({ line: 4, reason });
    expect(await countAreas(database)).toBe(before);
  });

  test("a row repeated in the file is refused with both lines", async () => {
    const csv = [header, "1300;Wavre;Wavre;Brabant wallon;50.71;4.6", "1300;Wavre;Wavre;Brabant wallon;50.71;4.6"].join("\r\n");
    expect(importPostalAreas(database.db, csv)).rejects.toMatchObject({ line: 3, reason: "repeats line 2" });
  });

  test("a changed coordinate updates the row in place", async () => {
    await importPostalAreas(database.db, [header, "7000;Mons;Mons;Hainaut;50.45;3.95"].join("\n"));
    const counts = await importPostalAreas(database.db, [header, "7000;Mons;Mons;Hainaut;50.46;3.95"].join("\n"));
    expect(counts).toMatchObject({ read: 1, inserted: 0, updated: 1, unchanged: 0, skipped: [] });
  });
});

// The command runs on its own embedded database whichever driver the file runs on: once is enough.
test.skipIf(!hasSharedData || testDriver !== "pglite")(
  "the import command prints its counts and names a bad line",
  async () => {
    const dir = temporaryFolder("hs-import-");
    const env = { ...process.env, NODE_ENV: "test", DATA_DIR: dir, DATABASE_URL: "" };
    await writeMigratedPgliteFolder(join(dir, "pglite"));
    const bad = join(dir, "bad.csv");
    await Bun.write(bad, `${header}\n1000;Bruxelles;Bruxelles;B;1;2\nabcd;X;X;B;1;2\n`);
    const failed = Bun.spawnSync(["bun", "src/server/db/seed/import-postal-areas-cli.ts", bad], { env });
    expect(failed.exitCode).toBe(1);
    expect(failed.stderr.toString()).toContain("line 3: postcode must be 4 digits");
    const strict = Bun.spawnSync(["bun", "src/server/db/seed/import-postal-areas-cli.ts", postalAreasCsvPath], { env });
    expect(strict.exitCode).toBe(1);
    expect(strict.stderr.toString()).toContain("line 2089: postcode must be 4 digits");
    const ok = Bun.spawnSync(["bun", "src/server/db/seed/import-postal-areas-cli.ts", postalAreasCsvPath, "--skip-invalid"], { env });
    expect(ok.stdout.toString()).toContain("Read 2904 postal areas: 2904 new, 0 updated, 0 unchanged.");
    expect(ok.stdout.toString()).toContain("Skipped 2 bad lines:\nline 2089: postcode must be 4 digits\nline 2120: postcode must be 4 digits");
    expect(ok.exitCode).toBe(0);
  },
  // Three processes, each opening the embedded database: about 10 s on a quiet machine, 60 s seen on a slow one.
  180_000,
);
