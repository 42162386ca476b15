import { describe, expect, test } from "bun:test";
import { EnvError, parseEnv } from "@/server/env";
import { insurerNamesOf } from "@/server/insurer-names";

describe("configuration", () => {
  test("defaults need nothing set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
  });

  test("the insurer's name in each language: the demo's SA and NV, a configured French name for both until the Dutch one is set", () => {
    expect(insurerNamesOf(parseEnv({}))).toEqual({ fr: "Assureur Exemple SA", nl: "Voorbeeldverzekeraar NV" });
    expect(insurerNamesOf(parseEnv({ INSURER_NAME: "Ethias SA" }))).toEqual({ fr: "Ethias SA", nl: "Ethias SA" });
    expect(insurerNamesOf(parseEnv({ INSURER_NAME: "Ethias SA", INSURER_NAME_NL: " Ethias NV " }))).toEqual({ fr: "Ethias SA", nl: "Ethias NV" });
    expect(insurerNamesOf(parseEnv({ INSURER_NAME: " ", INSURER_NAME_NL: "" }))).toEqual({ fr: "Assureur Exemple SA", nl: "Voorbeeldverzekeraar NV" });
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

  test("SMTP_URL must be smtp:// or smtps:// (an http:// address failed only at the first mail); SEED_ON_START reads 1/0 like the other flags", () => {
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.be:587" })).toThrow("SMTP_URL: must be an smtp:// or smtps:// URL");
    expect(parseEnv({ SMTP_URL: "smtps://user:pass@mail.example.be:465" }).SMTP_URL).toBe("smtps://user:pass@mail.example.be:465");
    expect([parseEnv({}), parseEnv({ SEED_ON_START: "1" }), parseEnv({ SEED_ON_START: "true" })].map((e) => e.SEED_ON_START)).toEqual([true, true, true]);
    expect([parseEnv({ SEED_ON_START: "0" }), parseEnv({ SEED_ON_START: "false" })].map((e) => e.SEED_ON_START)).toEqual([false, false]);
    expect(() => parseEnv({ SEED_ON_START: "yes" })).toThrow("SEED_ON_START: must be 1 or 0");
  });

  test("the access tokens' audience is not the client id, which every ID token carries as its audience", () => {
    const issuer = { OIDC_ISSUER: "https://login.example.be", OIDC_CLIENT_ID: "home-services", OIDC_CLIENT_SECRET: "s" };
    expect(() => parseEnv({ ...issuer, OIDC_AUDIENCE: "home-services" })).toThrow("OIDC_AUDIENCE: must differ from OIDC_CLIENT_ID");
    expect(parseEnv({ ...issuer, OIDC_AUDIENCE: "https://services.example.be/api" }).OIDC_AUDIENCE).toBe("https://services.example.be/api");
  });

  test("production refuses to start without a session secret, a real issuer, its public address and a mail relay", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET[\s\S]*OIDC_ISSUER[\s\S]*PUBLIC_URL[\s\S]*SMTP_URL/);
  });

  test("a bad variable does not hide the missing ones: every line comes at once", () => {
    for (const [name, value] of [
      ["PORT", "abc"],
      ["LOG_FORMAT", "text"],
      ["SEED_ON_START", "yes"],
    ]) {
      try {
        parseEnv({ NODE_ENV: "production", [name as string]: value });
        throw new Error("should have failed");
      } catch (error) {
        const named = (error as EnvError).lines.map((line) => line.split(":")[0]);
        expect(named).toEqual([name, "SESSION_SECRET", "OIDC_ISSUER", "PUBLIC_URL", "SMTP_URL"]);
      }
    }
    // A value that fails is not also called missing, and a bad flag is one line.
    const lines = (() => {
      try {
        parseEnv({
          NODE_ENV: "production",
          SESSION_SECRET: "short",
          OIDC_ISSUER: "x",
          PUBLIC_URL: "https://example.be",
          SMTP_URL: "smtp://relay.example.be",
          REUSE_PORT: "yes",
        });
      } catch (error) {
        return (error as EnvError).lines.map((line) => line.split(":")[0]);
      }
    })();
    expect(lines?.sort()).toEqual(["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_ISSUER", "REUSE_PORT", "SESSION_SECRET"]);
  });

  test(".env.example copied to .env is a valid configuration, as its first line says", () => {
    // Bun's own .env reading, as `bun dev` does it; only the example's variables, not this machine's.
    const run = Bun.spawnSync(
      ["bun", "--env-file=.env.example", "-e", "const { parseEnv } = await import('./src/server/env.ts'); parseEnv(); console.log('valid')"],
      {
        env: { PATH: process.env.PATH },
        timeout: 55_000,
      },
    );
    expect(run.stderr.toString()).toBe("");
    expect(run.stdout.toString().trim()).toBe("valid");
    expect(parseEnv({ LOG_FORMAT: "" }).LOG_FORMAT).toBeUndefined();
    expect(parseEnv({ LOG_FORMAT: "json" }).LOG_FORMAT).toBe("json");
  });

  test("an issuer needs the client id and secret it knows the product by, in every environment", () => {
    const issuer = { OIDC_ISSUER: "https://login.example.be" };
    for (const NODE_ENV of ["development", "production"]) {
      try {
        parseEnv({ ...issuer, NODE_ENV, SESSION_SECRET: "s".repeat(32), PUBLIC_URL: "https://example.be", SMTP_URL: "smtp://relay.example.be" });
        throw new Error("should have failed");
      } catch (error) {
        expect((error as EnvError).lines).toEqual(["OIDC_CLIENT_ID: is required with OIDC_ISSUER", "OIDC_CLIENT_SECRET: is required with OIDC_ISSUER"]);
      }
    }
    const complete = parseEnv({
      ...issuer,
      OIDC_CLIENT_ID: "home-services",
      OIDC_CLIENT_SECRET: "a-secret",
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://example.be",
      SMTP_URL: "smtp://relay.example.be:587",
    });
    expect(complete.PUBLIC_URL).toBe("https://example.be");
    // Without an issuer (development), the in-process issuer brings its own client.
    expect(parseEnv({ OIDC_CLIENT_ID: "" }).OIDC_CLIENT_ID).toBeUndefined();
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
