import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { listNetworkProjects } from "@/server/domain/projects/network-projects";
import { testDriver, type TestDatabase } from "../../support/database";
import { networkTestDatabase, now } from "./support";
import { postalAreaId } from "../../support/fixtures";

/** docs/product/consoles.md, "Customer search": no case, no accents, both ways. */
describe(`customer search ignores case and accents on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await networkTestDatabase();
    const area = await postalAreaId(database.db, "1000", "Bruxelles");
    for (const [first, last] of [
      ["Zoé", "Lefèvre"],
      ["Zoe", "Lefevre"],
      ["Çedric", "Dupont"],
      ["Ana", "Müller"],
      ["Jan", "Peeters"],
    ]) {
      await database.db.execute(sql`
        insert into home_projects (service_id, postal_area_id, status_id, language, customer_first_name, customer_last_name, customer_gsm, customer_email,
          customer_street_house_number, is_insurer_customer, privacy_consent_at, privacy_consent_version)
        values (3, ${area}, 1, 'fr', ${first}, ${last}, '+32 470 00 00 00', 'c@example.be', 'Rue Haute 1', true, now(), 'test')`);
    }
  }, 120_000);
  afterAll(() => database.dispose());

  const names = async (search: string) =>
    (await listNetworkProjects(database.db, { search, waitingTooLong: false, withoutProvider: false, page: 1 }, now)).items
      .map((r) => `${r.customerFirstName} ${r.customerLastName}`)
      .sort();

  test("'lefevre' finds 'Lefèvre' and 'Lefevre'; 'LEFÈVRE' finds both too", async () => {
    expect(await names("lefevre")).toEqual(["Zoe Lefevre", "Zoé Lefèvre"]);
    expect(await names("LEFÈVRE")).toEqual(["Zoe Lefevre", "Zoé Lefèvre"]);
    expect(await names("zoé lefe")).toEqual(["Zoe Lefevre", "Zoé Lefèvre"]);
    expect(await names("cedric")).toEqual(["Çedric Dupont"]);
    expect(await names("muller")).toEqual(["Ana Müller"]);
    expect(await names("peeters")).toEqual(["Jan Peeters"]);
    expect(await names("lef%")).toEqual([]);
  });

  test("each word counts wherever it is: the surname first finds the person, and every word must match", async () => {
    expect(await names("Peeters Jan")).toEqual(["Jan Peeters"]);
    expect(await names("  peeters   jan ")).toEqual(["Jan Peeters"]);
    expect(await names("lefèvre zoe")).toEqual(["Zoe Lefevre", "Zoé Lefèvre"]);
    expect(await names("Peeters Zoé")).toEqual([]);
  });
});
