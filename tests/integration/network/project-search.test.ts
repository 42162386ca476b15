import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { exportNetworkProjects, listNetworkProjects } from "@/server/domain/projects/network-projects";
import { parseProjectSearch } from "@/server/domain/projects/project-search";
import { testDriver, type TestDatabase } from "../../support/database";
import { postalAreaId } from "../../support/fixtures";
import { insertProject, networkTestDatabase, now } from "./support";

/** docs/product/consoles.md, "Searching the project list": a number, a postcode, an e-mail or a name. */
describe("a search text is read as a number, an e-mail or a name", () => {
  test("a project number as mails and people write it", () => {
    for (const text of ["#1042", "# 1042", "n° 1042", "N°1042", "nº 1042", "no. 1042", "nr. 1042", "Nr 1042", "projet n° 1042", "project nr. 1042"]) {
      expect({ text, search: parseProjectSearch(text) }).toEqual({ text, search: { kind: "number", id: 1042, postCode: null } });
    }
    // Bare, it is also a postcode; grouped as a number may be written, it is the same number.
    expect(parseProjectSearch(" 1042 ")).toEqual({ kind: "number", id: 1042, postCode: "1042" });
    expect(parseProjectSearch("1 042")).toEqual({ kind: "number", id: 1042, postCode: "1042" });
    expect(parseProjectSearch("12")).toEqual({ kind: "number", id: 12, postCode: null });
    expect(parseProjectSearch("10420")).toEqual({ kind: "number", id: 10420, postCode: null });
    expect(parseProjectSearch("0999")).toEqual({ kind: "number", id: 999, postCode: null });
    // No project has that number: it finds nothing rather than failing in SQL.
    expect(parseProjectSearch("0")).toEqual({ kind: "number", id: null, postCode: null });
    expect(parseProjectSearch("99999999999999")).toEqual({ kind: "number", id: null, postCode: null });
  });

  test("an e-mail address whole, lower case; anything else with an @ finds nobody", () => {
    expect(parseProjectSearch(" Jan.Peeters@Example.BE ")).toEqual({ kind: "email", email: "jan.peeters@example.be" });
    expect(parseProjectSearch("peeters@")).toEqual({ kind: "email", email: null });
  });

  test("words are a name; empty is no search", () => {
    expect(parseProjectSearch("Peeters  Jan")).toEqual({ kind: "name", words: ["Peeters", "Jan"] });
    expect(parseProjectSearch("Jan 2")).toEqual({ kind: "name", words: ["Jan", "2"] });
    expect(parseProjectSearch("   ")).toEqual({ kind: "none" });
  });
});

describe(`the project list's search on ${testDriver}`, () => {
  let database: TestDatabase;
  let inLiege: number[] = [];
  beforeAll(async () => {
    database = await networkTestDatabase();
    const brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    const liege = await postalAreaId(database.db, "4000", "Liège");
    const glain = await postalAreaId(database.db, "4000", "Glain");
    // Numbered as a postcode, in Brussels: "4000" finds it and the projects of Liège.
    await insertProject(database.db, {
      id: 4000,
      postalAreaId: brussels,
      customerFirstName: "Zoé",
      customerLastName: "Lefèvre",
      customerEmail: "Zoe.Lefevre@Example.be",
    });
    await insertProject(database.db, {
      id: 1042,
      postalAreaId: brussels,
      customerFirstName: "Jan",
      customerLastName: "Peeters",
      customerEmail: "jan@peeters.be",
    });
    inLiege = [
      await insertProject(database.db, {
        id: 7001,
        postalAreaId: liege,
        customerFirstName: "Ana",
        customerLastName: "Müller",
        customerEmail: "ana@example.be",
      }),
      await insertProject(database.db, {
        id: 7002,
        postalAreaId: glain,
        customerFirstName: "Luc",
        customerLastName: "Lambert",
        customerEmail: "luc@example.be",
      }),
    ];
  }, 120_000);
  afterAll(() => database.dispose());

  const list = async (search: string, page = 1) => listNetworkProjects(database.db, { search, waitingTooLong: false, withoutProvider: false, page }, now);
  const ids = async (search: string) => (await list(search)).items.map((r) => r.id);

  test("a project number finds that project, however it is written", async () => {
    for (const search of ["1042", "#1042", "n° 1042", "nr. 1042", "  N°1042 ", "projet n° 1042"]) {
      expect({ search, ids: await ids(search) }).toEqual({ search, ids: [1042] });
    }
  });

  test("a bare four-digit number lists the project of that number first, then that postcode's projects", async () => {
    const found = await list("4000");
    expect(found.items[0]?.id).toBe(4000);
    expect(found.items[0]?.postCode).toBe("1000");
    const rest = found.items.slice(1);
    expect(rest.map((r) => r.id)).toEqual(expect.arrayContaining(inLiege));
    expect(rest.every((r) => r.postCode === "4000")).toBe(true);
    expect(found.total).toBe(found.items.length);
    // Marked as a number, it is only the project.
    expect(await ids("#4000")).toEqual([4000]);
    // The export keeps the same projects (newest first, no customer data).
    const exported = await exportNetworkProjects(database.db, { search: "4000", waitingTooLong: false, withoutProvider: false }, now, "fr");
    expect(exported.rows.map((r) => r.id).sort()).toEqual(found.items.map((r) => r.id).sort());
  });

  test("a four-digit number that is no postcode finds the project alone", async () => {
    expect(await ids("7001")).toEqual([7001]);
  });

  test("an e-mail address finds the customer's whole address, whatever its case", async () => {
    expect(await ids("zoe.lefevre@example.be")).toEqual([4000]);
    expect(await ids("ZOE.LEFEVRE@EXAMPLE.BE")).toEqual([4000]);
    // A part of an address is no address.
    expect(await ids("lefevre@example.be")).toEqual([]);
    expect(await ids("example.be")).toEqual([]);
    expect(await ids("zoe.lefevre@")).toEqual([]);
  });

  test("words still search the customer's name", async () => {
    expect(await ids("peeters jan")).toEqual([1042]);
    expect(await ids("lefevre")).toEqual([4000]);
  });

  test("a number that is no project's, or nothing that matches, finds nothing", async () => {
    const nothing = await list("123456");
    expect(nothing.items).toEqual([]);
    expect(nothing.total).toBe(0);
    expect(await ids("99999999999999")).toEqual([]);
    expect(await ids("n° 0")).toEqual([]);
    expect(await ids("nobody@example.be")).toEqual([]);
    expect(await ids("Zéphyrin")).toEqual([]);
  });

  test("the search combines with the other filters", async () => {
    const withStatus = await listNetworkProjects(database.db, { search: "1042", statusId: 2, waitingTooLong: false, withoutProvider: false, page: 1 }, now);
    expect(withStatus.items).toEqual([]);
    const ofProvider = await listNetworkProjects(database.db, { providerId: 1, search: "#1042", waitingTooLong: false, withoutProvider: false, page: 1 }, now);
    expect(ofProvider.items.map((r) => r.id)).toEqual([1042]);
  });
});
