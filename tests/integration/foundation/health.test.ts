import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp } from "../../support/app";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";

describe(`health on ${testDriver}`, () => {
  let database: TestDatabase;
  let request: Awaited<ReturnType<typeof createTestApp>>["request"];
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ request } = await createTestApp(database));
  }, 60_000);
  afterAll(() => database.dispose());

  test("/healthz says the process is up", async () => {
    const response = await request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("/readyz is ready while the database answers, and 503 once it is gone", async () => {
    const ready = await request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
    await database.close();
    const gone = await request("/readyz");
    expect(gone.status).toBe(503);
    // It says why, and when to ask again (docs/operations/logging-and-errors.md).
    expect(await gone.json()).toMatchObject({ status: "unavailable", reason: "database-unreachable", driver: database.driver });
    expect(gone.headers.get("retry-after")).toBe("5");
  });

  test("an unknown path is a plain 404", async () => {
    expect((await request("/nothing-here")).status).toBe(404);
  });
});
