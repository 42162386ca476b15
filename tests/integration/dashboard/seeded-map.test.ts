import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import { demoPostalAreaSeeds } from "@/server/db/seed/catalog-data";
import { seedDatabase } from "@/server/db/seed/seed";
import { dashboardCoverage } from "@/server/domain/dashboard/service";
import { dashboardFilterSchema } from "@/shared/schemas/network-dashboard";
import { mapBounds } from "@/client/pages/network/dashboard/map-projection";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { now } from "./support";

/**
 * docs/product/dashboard.md, "Coverage map", and demo-data.md: the seed a development server runs
 * on start (SEED_ON_START, no demo requests) puts every demo postcode on the map. It once wrote the
 * demo postal areas without coordinates, and the map of a fresh database was an empty grey box.
 */
describe(`the coverage map of a freshly seeded database on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { demo: true });
  });
  afterAll(async () => {
    await database.dispose();
  });

  test("one point per demo postcode, inside Belgium's frame, nothing requested yet", async () => {
    const map = await dashboardCoverage({ db: database.db, clock: fixedClock(now) }, dashboardFilterSchema.parse({ period: "30d" }));
    const postCodes = [...new Set(demoPostalAreaSeeds.map(([postCode]) => postCode))].sort();
    expect(map.points.map((p) => p.postCode)).toEqual(postCodes);
    for (const point of map.points) {
      expect(point.lat).toBeGreaterThan(mapBounds.minLat);
      expect(point.lat).toBeLessThan(mapBounds.maxLat);
      expect(point.lon).toBeGreaterThan(mapBounds.minLon);
      expect(point.lon).toBeLessThan(mapBounds.maxLon);
      expect(point.requests).toBe(0);
    }
    // Namur (5000) has no demo provider: every routed service lacks one there.
    expect(map.points.find((p) => p.postCode === "5000")).toMatchObject({ nameFr: "Namur", nameNl: "Namen", providers: 0 });
  });

  test("seeding again keeps the coordinates an import gave, and fills those a row lacks", async () => {
    await database.db.execute(sql`update postal_areas set latitude = 50.5, longitude = 4.9 where post_code = '5000'`);
    await database.db.execute(sql`update postal_areas set latitude = null, longitude = null where post_code = '9000'`);
    await seedDatabase(database.db, { demo: true });
    const map = await dashboardCoverage({ db: database.db, clock: fixedClock(now) }, dashboardFilterSchema.parse({ period: "30d" }));
    expect(map.points.find((p) => p.postCode === "5000")).toMatchObject({ lat: 50.5, lon: 4.9 });
    expect(map.points.find((p) => p.postCode === "9000")).toMatchObject({ lat: 51.079, lon: 3.6592 });
  });
});
