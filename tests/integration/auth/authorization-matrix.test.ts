import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { systemClock } from "@/server/clock";
import { homeProjects, projectAssignments } from "@/server/db/schema";
import { seedDatabase } from "@/server/db/seed/seed";
import { dashboardProviderOwnFigures } from "@/server/domain/dashboard/service";
import { dashboardFilterSchema } from "@/shared/schemas/network-dashboard";
import { appRouter } from "@/server/trpc/root";
import type { Browser } from "../../support/browser";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { accessTokenFor, signInEveryone, type Who } from "../../support/identities";
import { startTestServer } from "../../support/server";

import { absencesProcedureRules } from "./rules/absences";
import { customerControlsMatrixSetup, customerControlsProcedureRules } from "./rules/customer-controls";
import { networkBearerCalls, networkMatrixSetup, networkProcedureRules } from "./rules/network";
import { providerBearerCalls, providerProcedureRules } from "./rules/provider";
import type { BearerCall, ProcedureRule, Rule } from "./rules/types";
import { trpcData, trpcMutationInit, trpcQueryPath } from "../../support/trpc";

/**
 * Who may call each tRPC procedure (docs/product/roles.md). A procedure missing here fails the test,
 * so a new procedure cannot ship without its rule.
 */
const procedureRules: Record<string, ProcedureRule> = {
  "session.me": { rule: "public", type: "query" },
  ...networkProcedureRules,
  ...providerProcedureRules,
  ...customerControlsProcedureRules,
  ...absencesProcedureRules,
};

/** The bearer api/ calls of docs/product/api-contract.md that exist so far, with who may call them. */
const bearerCalls: BearerCall[] = [{ method: "GET", path: "/api/loginuser/login", rule: "signedIn" }, ...networkBearerCalls, ...providerBearerCalls];

const allowed = (rule: Rule, who: Who) =>
  rule === "public" ||
  (rule === "signedIn" && who !== "anonymous" && who !== "notAccepted") ||
  (rule === "network" && who === "network") ||
  (rule === "provider" && (who === "providerA" || who === "providerB")) ||
  (rule === "consoles" && (who === "network" || who === "providerA" || who === "providerB"));

describe(`authorization matrix on ${testDriver}`, () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browsers: Record<Who, Browser>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { demo: true });
    await networkMatrixSetup(database.db);
    await customerControlsMatrixSetup(database.db);
    server = await startTestServer(database);
    browsers = await signInEveryone(server.origin);
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    await database.dispose();
  });

  test("every procedure of the router has a rule", () => {
    const procedures = Object.keys(appRouter._def.procedures).sort();
    expect(procedures).toEqual(Object.keys(procedureRules).sort());
  });

  test("each procedure answers only the roles its rule allows", async () => {
    for (const [path, { rule, input, type }] of Object.entries(procedureRules)) {
      for (const who of Object.keys(browsers) as Who[]) {
        const browser = browsers[who];
        const response =
          type === "query" ? await browser.fetch(trpcQueryPath(path, input)) : await browser.fetch(`/trpc/${path}`, trpcMutationInit(input ?? null));
        const expected = allowed(rule, who);
        expect({ path, who, ok: response.status === 200 }).toEqual({ path, who, ok: expected });
        if (!expected) expect([401, 403]).toContain(response.status);
      }
    }
  });

  test("a provider reads its own dashboard figures only, whatever provider id it sends", async () => {
    const [project] = await database.db.select({ id: homeProjects.id }).from(homeProjects).limit(1);
    if (!project) throw new Error("the matrix setup made no project");
    const at = new Date();
    await database.db
      .insert(projectAssignments)
      .values([1, 2, 3].map(() => ({ projectId: project.id, providerId: 1, assignedAt: at, outcome: "accepted" as const, answerWorkingHours: 2 })));
    const figuresOf = async (who: Who, input: unknown) => trpcData(await browsers[who].fetch(trpcQueryPath("provider.dashboard.myFigures", input)));
    const filter = dashboardFilterSchema.parse({ period: "7d" });
    const deps = { db: database.db, clock: systemClock };
    const ownOfA = await dashboardProviderOwnFigures(deps, 1, filter);
    const ownOfB = await dashboardProviderOwnFigures(deps, 2, filter);
    expect(ownOfA.current.assigned).toBeGreaterThanOrEqual(3 + ownOfB.current.assigned);
    expect((await figuresOf("providerA", { period: "7d" })).current).toEqual(ownOfA.current);
    expect((await figuresOf("providerB", { period: "7d", providerId: 1 })).current).toEqual(ownOfB.current);
    // The network's provider page shows each provider exactly what that provider sees.
    const ofProvider = async (providerId: number) =>
      trpcData(await browsers.network.fetch(trpcQueryPath("network.dashboard.providerFigures", { providerId, filter: { period: "7d" } })));
    expect((await ofProvider(1)).current).toEqual(ownOfA.current);
    expect((await ofProvider(2)).current).toEqual(ownOfB.current);
    expect(
      (await browsers.providerB.fetch(`/trpc/network.dashboard.providerPerformance?input=${encodeURIComponent(JSON.stringify({ period: "7d" }))}`)).status,
    ).toBe(403);
  });

  test("session.me tells each role what the server decided", async () => {
    const me = async (who: Who) => trpcData(await browsers[who].fetch("/trpc/session.me"));
    expect(await me("network")).toEqual({ authorizationType: 0, providerId: 0, signedIn: true });
    expect(await me("providerA")).toEqual({ authorizationType: 1, providerId: 1, signedIn: true });
    expect(await me("providerB")).toEqual({ authorizationType: 1, providerId: 2, signedIn: true });
    expect(await me("notAccepted")).toEqual({ authorizationType: 2, providerId: 0, signedIn: false });
  });

  test("each bearer api/ call answers only the roles its rule allows", async () => {
    for (const call of bearerCalls) {
      for (const who of Object.keys(browsers) as Who[]) {
        const response = await browsers[who].fetch(
          call.path,
          call.method === "POST" ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(call.body ?? {}) } : {},
        );
        const expected = allowed(call.rule, who);
        expect({ path: call.path, who, ok: response.status === 200 }).toEqual({ path: call.path, who, ok: expected });
        if (!expected) continue;
        const { isError } = (await response.json()) as { isError: boolean };
        // Provider B asking for provider A's project gets "not found", never the data.
        if (call.ownedByProviderA) expect({ path: call.path, who, isError }).toEqual({ path: call.path, who, isError: who === "providerB" });
        if (call.succeeds) expect({ path: call.path, who, isError }).toEqual({ path: call.path, who, isError: false });
      }
    }
  });

  test("bearer api/ calls accept a session cookie or an issuer access token, and nothing forged", async () => {
    for (const { path } of bearerCalls.filter((c) => c.method === "GET" && c.rule === "signedIn")) {
      const network = await browsers.network.fetch(path);
      expect(network.status).toBe(200);
      const token = await accessTokenFor(server.origin, "pro1@example.com", server.auth.devIssuer!);
      const bearer = await fetch(`${server.origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(bearer.status).toBe(200);
      expect((await bearer.json()).data).toEqual({ authorizationType: 1, providerId: 1 });
      const tampered = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
      const forged = await fetch(`${server.origin}${path}`, { headers: { authorization: `Bearer ${tampered}` } });
      expect(forged.status).toBe(401);
      expect((await browsers.anonymous.fetch(path)).status).toBe(401);
      expect((await browsers.notAccepted.fetch(path)).status).toBe(401);
    }
  });
});
