import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { changesState, stateChangingGetRoutes } from "@/server/security/state-changing";
import { createTestApp } from "../../support/app";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";

/** One rule for which requests change state (src/server/security/state-changing.ts, docs/product/api-contract.md). */
describe(`state-changing requests on ${testDriver}`, () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  test("every POST, PUT, PATCH and DELETE; a GET (or HEAD) only when it is one of the old contract's listed calls", () => {
    for (const method of ["POST", "put", "PATCH", "DELETE"]) expect(changesState(method, "/anything")).toBe(true);
    expect(changesState("GET", "/api/homeproject/accept")).toBe(true);
    expect(changesState("GET", "/API/HomeProject/Accept")).toBe(true);
    expect(changesState("GET", "/api/homeproject/updateservice/12/3")).toBe(true);
    expect(changesState("GET", "/api/homeproject/getall")).toBe(false);
    expect(changesState("GET", "/api/homeproject/acceptance")).toBe(false);
    expect(changesState("HEAD", "/api/homeproject/accept")).toBe(true);
    expect(changesState("HEAD", "/api/homeproject/getall")).toBe(false);
  });

  test("the list names real GET routes, and no other GET route is named like a change", () => {
    const gets = app.app.routes.filter((r) => r.method === "GET").map((r) => r.path);
    for (const route of stateChangingGetRoutes) expect(gets).toContain(route);
    const listed = new Set<string>(stateChangingGetRoutes);
    const changeLike = gets.filter(
      (path) =>
        path.startsWith("/api/") &&
        !listed.has(path) &&
        /\/(update|add|activate|accept|reject|cancel|delete|remove|set|noagreement\b|withdraw|erase)/i.test(path),
    );
    expect(changeLike).toEqual([]);
  });

  test("a cross-site GET to a listed call is refused like a POST; a reading GET is not", async () => {
    const headers = { cookie: "hs_session=x", "sec-fetch-site": "cross-site" };
    for (const path of ["/api/homeproject/accept?id=1", "/api/homeproject/updateservice/1/2"]) {
      expect((await app.request(path, { headers })).status).toBe(403);
    }
    expect((await app.request("/api/homeproject/getall", { headers })).status).not.toBe(403);
  });
});
