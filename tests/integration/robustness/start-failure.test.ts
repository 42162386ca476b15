import { expect, test } from "bun:test";
import { freePort } from "../../support/free-port";
import { runToExit } from "./support/spawn-main";

// Runs on PGlite only: the database here is one that cannot be reached, on either driver.

/** docs/operations/logging-and-errors.md: a start that cannot go on says why in one log line and exits 1. */
test("a database that cannot be reached stops the start with one line naming the step, its error inside, exit 1", async () => {
  const port = await freePort();
  const unreachable = await freePort();
  const { code, output } = await runToExit(["bun", "src/server/main.ts"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: `postgres://postgres@127.0.0.1:${unreachable}/home_services`,
  });
  expect(code).toBe(1);
  const lines = output.trim().split("\n");
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0] ?? "");
  expect(line).toMatchObject({ level: "error", event: "server.start-failed", err: { code: "ECONNREFUSED", stack: expect.any(String) } });
  expect(["database", "migrations"]).toContain(line.step);
});
