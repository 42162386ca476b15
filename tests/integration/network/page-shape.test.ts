import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { pageOf, pageOffset } from "@/server/db/paging";
import { listLogins } from "@/server/domain/logins/service";
import { listProjects } from "@/server/domain/project-status/provider-projects";
import { listNetworkProjects, listProjectRejects } from "@/server/domain/projects/network-projects";
import { listProviders } from "@/server/domain/providers/service";
import { listWorkArea } from "@/server/domain/work-areas/service";
import { emptyPage, type Page, pageCount } from "@/shared/page";
import { type TestDatabase, testDriver } from "../../support/database";
import { networkTestDatabase, now } from "./support";

const pageKeys = ["items", "page", "pageSize", "total"];

describe(`one page shape for every list (src/shared/page.ts) on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await networkTestDatabase();
  }, 60_000);
  afterAll(() => database.dispose());

  test("every paged list of the consoles answers { items, total, page, pageSize } and nothing else", async () => {
    const db = database.db;
    const lists: [string, Page<unknown>][] = [
      ["providers", await listProviders(db, { search: "", page: 1 }, "2026-04-07")],
      ["logins", await listLogins(db, { providerId: 1, page: 1 })],
      ["network projects", await listNetworkProjects(db, { search: "", waitingTooLong: false, withoutProvider: false, page: 1 }, now)],
      [
        "one provider's projects (network)",
        await listNetworkProjects(db, { providerId: 1, search: "", waitingTooLong: false, withoutProvider: false, page: 1 }, now),
      ],
      ["rejects", await listProjectRejects(db, { id: 1, page: 1 })],
      ["provider projects", await listProjects(db, { kind: "provider", providerId: 1 }, { page: 1, language: "fr" })],
      ["work area", await listWorkArea(db, { providerId: 1, search: "", onlyActive: false, page: 1, language: "nl" })],
    ];
    for (const [name, page] of lists) {
      expect({ name, keys: Object.keys(page).sort() }).toEqual({ name, keys: pageKeys });
      expect({ name, fits: page.items.length <= page.pageSize && page.items.length <= page.total }).toEqual({ name, fits: true });
    }
    // The work area counts municipalities, 10 a page; every other list 20 rows a page.
    const workArea = lists[6]?.[1];
    expect(workArea).toMatchObject({ page: 1, pageSize: 10 });
    expect(workArea?.items.length).toBe(Math.min(10, workArea?.total ?? 0));
    expect(workArea?.total).toBeGreaterThan(0);
    expect(lists.slice(0, 6).map(([, page]) => page.pageSize)).toEqual([20, 20, 20, 20, 20, 20]);
  });

  test("pageOf counts in SQL beside the rows; the page arithmetic", async () => {
    const page = await pageOf({ count: Promise.resolve([{ n: 41 }]), rows: Promise.resolve(["a"]), page: 3, pageSize: 20 });
    expect(page).toEqual({ items: ["a"], total: 41, page: 3, pageSize: 20 });
    expect(pageCount(page)).toBe(3);
    expect(pageCount(emptyPage())).toBe(1);
    expect(emptyPage(10)).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    expect([pageOffset(1), pageOffset(0), pageOffset(3), pageOffset(3, 10)]).toEqual([0, 0, 40, 20]);
  });
});
