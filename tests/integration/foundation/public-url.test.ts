import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { parseEnv } from "@/server/env";
import type { Logger } from "@/server/logger";
import { createTestApp } from "../../support/app";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";

// Runs on PGlite only: PUBLIC_URL and the origin check happen before any query; the database is there because the app needs one.

describe("PUBLIC_URL follows PORT when it is not set", () => {
  test("PORT=4300 alone gives http://localhost:4300; a PUBLIC_URL that is set wins", () => {
    expect(parseEnv({ PORT: "4300" }).PUBLIC_URL).toBe("http://localhost:4300");
    expect(parseEnv({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "4300", PUBLIC_URL: "https://maison.example.be" }).PUBLIC_URL).toBe("https://maison.example.be");
  });
});

describe(`a request from another origin is logged plainly on ${testDriver}`, () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const lines: { level: string; event: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    info: (event, fields) => lines.push({ level: "info", event, fields }),
    warn: (event, fields) => lines.push({ level: "warn", event, fields }),
    error: (event, fields) => lines.push({ level: "error", event, fields }),
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database, { env: { PORT: "4300", PUBLIC_URL: "http://localhost:4300" }, logger });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  test("refused with the request's origin and the expected one in the log, and no cookie", async () => {
    const response = await app.request("/auth/logout", {
      method: "POST",
      headers: { origin: "http://localhost:3000", cookie: "hs_session=secret-cookie-value" },
    });
    expect(response.status).toBe(403);
    const line = lines.find((l) => l.event === "request.origin-mismatch");
    expect(line).toMatchObject({ level: "warn", fields: { origin: "http://localhost:3000", expected: "http://localhost:4300", path: "/auth/logout" } });
    expect(JSON.stringify(lines)).not.toContain("secret-cookie-value");
  });

  test("a refused call to a status-page address logs the path with its token masked", async () => {
    const token = "Kf0paoQ3x_9sLmN2bV7cR4tY8uW1eZ6hJ5kD0gF3aS2";
    const response = await app.request(`/api/projectstatus/${token}/withdraw`, {
      method: "POST",
      headers: { origin: "http://localhost:3000", cookie: "hs_upload=1.x", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    const line = lines.findLast((l) => l.event === "request.origin-mismatch");
    expect(line?.fields?.path).toBe("/api/projectstatus/:token/withdraw");
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
