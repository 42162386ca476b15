import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { describeError } from "@/server/logger";
import { translate } from "@/server/translate";
import { type Browser, signIn } from "../../support/browser";
import { capturingLogger } from "../../support/capturing-logger";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { postalAreaId, seedForApi, validPayload } from "../../support/fixtures";
import { startTestServer } from "../../support/server";
import { trpcData, trpcMutationInit, trpcQueryPath } from "../../support/trpc";

/**
 * The logs of docs/operations/logging-and-errors.md, read from a real pino logger while a real
 * server (with the development issuer) handles the creation, sign-in and provider flows.
 */
describe(`structured logs on ${testDriver}`, () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const capture = capturingLogger();
  let brussels: number;
  let pro1: Browser;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    server = await startTestServer(database, {}, { logger: capture.logger });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const customer = {
    CustomerName: "Gwendoline",
    CustomerLastName: "Vanderkerckhove-Lhoëst",
    CustomerEmail: "gwendoline.lhoest@example.be",
    CustomerGSM: "+32 478 98 76 54",
  };
  const send = (overrides = {}) =>
    fetch(`${server.origin}/api/homeproject/addproject`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: JSON.stringify(
        validPayload({
          PostalAreaId: brussels,
          ...customer,
          CustomerStreetHouseNumber: "Kasteelstraat 77",
          CustomerDescription: "Lekkende boiler in de kelder",
          ...overrides,
        }),
      ),
    });
  const trpc = (browser: Browser, path: string, input: unknown, method: "GET" | "POST" = "GET") =>
    method === "GET" ? browser.fetch(trpcQueryPath(path, input)) : browser.fetch(`/trpc/${path}`, trpcMutationInit(input));

  test("the creation, sign-in and provider flows log no name, e-mail, phone, address, description or token of the customer", async () => {
    capture.clear();
    const created = await (await send()).json();
    expect(created.isError).toBe(false);
    const projectId = created.data as number;
    pro1 = (await signIn(server.origin, "pro1@example.com")).browser;
    const list = await trpcData(await trpc(pro1, "provider.projects.list", { page: 1 }));
    expect(list.items.some((p: { id: number }) => p.id === projectId)).toBe(true);
    expect((await trpc(pro1, "provider.projects.get", { id: projectId })).status).toBe(200);
    const accepted = await trpcData(await trpc(pro1, "provider.actions.accept", { id: projectId }, "POST"));
    expect(accepted.isError).toBe(false);
    // A refusal the provider sees as a toast is not a failure: no error line.
    await trpc(pro1, "provider.actions.accept", { id: projectId }, "POST");

    await until(() => capture.lines().filter((l) => l.event === "http.request").length >= 10);
    const text = capture.text();
    const lines = capture.lines();
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      customer.CustomerEmail,
      customer.CustomerName,
      customer.CustomerLastName,
      "Vanderkerckhove",
      customer.CustomerGSM,
      "478 98 76 54",
      "478987654",
      "Kasteelstraat",
      "Lekkende boiler",
      "pro1@example.com",
    ]) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    // Neither the session cookie nor any token.
    for (const value of pro1.cookies.values()) expect(text).not.toContain(value);
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
  }, 60_000);

  test("an export of the project list is logged once under its request id: who, how many rows, which filters; never the search text", async () => {
    capture.clear();
    const network = (await signIn(server.origin, "network@example.com")).browser;
    const response = await trpc(network, "network.projects.export", { search: "Vanderkerckhove", statusId: 2 });
    const exported = await trpcData(response);
    // The project of the first test, accepted there.
    expect(exported.total).toBe(1);
    expect(exported.rows).toHaveLength(1);
    const id = response.headers.get("x-request-id");
    await until(() => capture.lines().some((l) => l.event === "network.projects.exported"));
    const logged = capture.lines().filter((l) => l.event === "network.projects.exported");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: "info", requestId: id, rows: 1, total: 1, filtered: { statusId: 2, search: true, providerId: null } });
    expect(typeof logged[0]?.userId).toBe("number");
    expect(capture.text().toLowerCase()).not.toContain("vanderkerckhove");
  });

  test("every request has an id in its X-Request-Id header and one access-log line with the route pattern, status and duration", async () => {
    capture.clear();
    const token = "a".repeat(43);
    const response = await fetch(`${server.origin}/api/projectstatus/${token}`);
    expect(response.status).toBe(404);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[2-9a-z]{12}$/);
    await until(() => capture.lines().some((l) => l.event === "http.request" && l.requestId === id));
    const access = capture.lines().filter((l) => l.event === "http.request" && l.requestId === id);
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ method: "GET", route: "/api/projectstatus/:token", status: 404 });
    expect(typeof access[0]?.ms).toBe("number");
    expect(capture.text()).not.toContain(token);

    // Ids differ between requests; an X-Request-Id from a client that is not a trusted proxy is replaced.
    const other = await fetch(`${server.origin}/healthz`, { headers: { "x-request-id": "forged-by-client-123" } });
    expect(other.headers.get("x-request-id")).not.toBe("forged-by-client-123");
    expect(other.headers.get("x-request-id")).not.toBe(id);
  });

  test("an X-Request-Id from a trusted proxy is kept when well-formed, replaced otherwise", async () => {
    const behindProxy = await startTestServer(database, { TRUSTED_PROXIES: "127.0.0.1" }, { logger: capture.logger });
    try {
      capture.clear();
      const kept = await fetch(`${behindProxy.origin}/healthz`, { headers: { "x-request-id": "proxy-7f3a9c21-0b" } });
      expect(kept.headers.get("x-request-id")).toBe("proxy-7f3a9c21-0b");
      await until(() => capture.lines().some((l) => l.event === "http.request" && l.requestId === "proxy-7f3a9c21-0b"));
      for (const bad of ["short", "has space in it", `${"x".repeat(65)}`, 'quote"injection1']) {
        const replaced = await fetch(`${behindProxy.origin}/healthz`, { headers: { "x-request-id": bad } });
        expect(replaced.headers.get("x-request-id")).toMatch(/^[2-9a-z]{12}$/);
      }
    } finally {
      await behindProxy.app.stop(true);
      await behindProxy.close();
    }
  });

  test("an internal failure of an api/ call is logged once with message and stack under the request id; the reply holds neither", async () => {
    capture.clear();
    await database.db.execute(sql.raw("alter table home_project_answers rename to home_project_answers_away"));
    let response: Response;
    try {
      response = await send();
    } finally {
      await database.db.execute(sql.raw("alter table home_project_answers_away rename to home_project_answers"));
    }
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id");
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ isError: true, data: null });
    expect(body).not.toContain("home_project_answers");
    expect(body).not.toMatch(/\bat\s|\.ts:\d/);

    const errors = capture.lines().filter((l) => l.level === "error");
    expect(errors).toHaveLength(1);
    const error = errors[0]!;
    expect(error).toMatchObject({ event: "api.failed", requestId: id });
    expect(error.err?.message).toContain("home_project_answers");
    // The stack points into the server's TypeScript sources (Bun maps what it runs to them).
    expect(error.err?.stack).toMatch(/\.(ts|js):\d+/);
    expect(error.caughtAt).toMatch(/src\/server\/rest\/public-api\.ts:\d+/);
    // Drizzle's wrapper (SQL with the customer's values) is never logged.
    expect(capture.text()).not.toContain(customer.CustomerEmail);
    expect(capture.text()).not.toContain("params:");
    await until(() => capture.lines().some((l) => l.event === "http.request" && l.requestId === id));
    expect(capture.lines().filter((l) => l.event === "http.request" && l.requestId === id)).toMatchObject([
      { status: 500, route: "/api/homeproject/addproject" },
    ]);
  });

  test("a database error that quotes the input it could not read is logged with the value masked, the table's name kept", async () => {
    const logger = capturingLogger();
    const failure = await database.db.execute(sql`select ${customer.CustomerLastName}::int from home_projects`).catch((error: unknown) => error);
    logger.logger.error("job.failed", describeError(failure));
    const [line] = logger.lines();
    // The driver's message, as Postgres writes it on both drivers, without the name it quoted.
    expect(JSON.stringify(line?.err)).toContain('invalid input syntax for type integer: \\"[value]\\"');
    expect(logger.text()).not.toContain("Vanderkerckhove");
    const missing = await database.db.execute(sql`select 1 from "home_projects_gone"`).catch((error: unknown) => error);
    logger.logger.error("job.failed", describeError(missing));
    expect(logger.text()).toContain('relation \\"home_projects_gone\\" does not exist');
  });

  test("an internal failure of a tRPC procedure is logged once and answered with the internal-error words, without details", async () => {
    capture.clear();
    await database.db.execute(sql.raw("alter table home_projects rename to home_projects_away"));
    let response: Response;
    try {
      response = await trpc(pro1, "provider.projects.list", { page: 1 });
    } finally {
      await database.db.execute(sql.raw("alter table home_projects_away rename to home_projects"));
    }
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id");
    const body = await response.text();
    expect(body).not.toContain("home_projects");
    expect(body).not.toMatch(/\.ts:\d/);
    expect(JSON.parse(body).error.json.message).toBe(translate("fr", { section: "api", key: "internalError" }));
    const errors = capture.lines().filter((l) => l.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ event: "trpc.failed", procedure: "provider.projects.list", requestId: id });
    expect(errors[0]?.err?.stack).toMatch(/\.(ts|js):\d+/);
    expect(errors[0]?.caughtAt).toMatch(/src\/server\/app\.ts:\d+/);
  });
});

/** Waits (up to 5 s) for a condition: the access-log line is written just after the reply has gone. */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met within 5 s");
    await Bun.sleep(10);
  }
}
