import { describe, expect, test } from "bun:test";
import { EnvError, parseEnv } from "@/server/env";

describe("configuration", () => {
  test("defaults need nothing set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
  });

  test("one line per bad variable, naming it and not echoing its value", () => {
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://secret@host/db" });
      throw new Error("should have failed");
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const lines = (error as EnvError).lines;
      expect(lines).toHaveLength(2);
      expect(lines.some((l) => l.startsWith("PORT:"))).toBe(true);
      expect(lines.some((l) => l.startsWith("DATABASE_URL:"))).toBe(true);
      expect(lines.join("\n")).not.toContain("secret");
    }
  });

  test("production refuses to start without a session secret and a real issuer", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET[\s\S]*OIDC_ISSUER/);
  });

  test.each([
    ["PORT", "70000"],
    ["DATABASE_URL", "not a url"],
  ])("the server does not start with a bad %s", (name, value) => {
    // The limit only stops a server that did start; loading main.ts alone took over 20 s on a loaded 2-core machine.
    const run = Bun.spawnSync(["bun", "src/server/main.ts"], { env: { ...process.env, NODE_ENV: "test", [name]: value }, timeout: 55_000 });
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr.toString()).toContain(`${name}:`);
  });
});
