import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { auditEvents, loginUsers, networkUsers, providers, sessions } from "@/server/db/schema";
import { addLogin } from "@/server/domain/logins/service";
import { createProvider } from "@/server/domain/providers/service";
import { type Browser, signIn } from "../../support/browser";
import type { TestDatabase } from "../../support/database";
import { testDriver } from "../../support/database";
import { startTestServer } from "../../support/server";
import { loginDeps, networkTestDatabase, now } from "./support";
import { trpcData, trpcMutationInit, trpcQueryPath } from "../../support/trpc";

/** docs/product/consoles.md, "Web logins" and "Deactivating a provider": through the real server, with real sessions. */
describe(`removing a web login, deactivating a provider on ${testDriver}`, () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let network: Browser;

  beforeAll(async () => {
    database = await networkTestDatabase();
    server = await startTestServer(database);
    network = (await signIn(server.origin, "network@example.com")).browser;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const mutate = (browser: Browser, path: string, input: unknown) => browser.fetch(`/trpc/${path}`, trpcMutationInit(input, { "x-language": "fr" }));
  const signedIn = async (browser: Browser) => (await trpcData<{ signedIn: boolean }>(await browser.fetch("/trpc/session.me"))).signedIn;
  const loginExists = async (id: number) => (await database.db.select({ id: loginUsers.id }).from(loginUsers).where(eq(loginUsers.id, id))).length === 1;

  test("a provider session written after its login went or its provider was deactivated (a sign-in racing the change) reads as signed out", async () => {
    const { id } = await addLogin(loginDeps(database.db), { providerId: 2, givenName: "Rita", lastName: "Course", email: "rita.course@example.com" });
    const racing = (await signIn(server.origin, "rita.course@example.com")).browser;
    expect(await signedIn(racing)).toBe(true);
    // The change lands without revoking the session, as if the sign-in had written it just after.
    await database.db.update(providers).set({ isActive: false }).where(eq(providers.id, 2));
    expect(await signedIn(racing)).toBe(false);
    await database.db.update(providers).set({ isActive: true }).where(eq(providers.id, 2));
    expect(await signedIn(racing)).toBe(true);
    await database.db.delete(loginUsers).where(eq(loginUsers.id, id));
    expect(await signedIn(racing)).toBe(false);
    expect(await (await racing.fetch(trpcQueryPath("provider.projects.list", { page: 1 }))).status).toBe(401);
  });

  test("the login goes, each of its sessions ends at once, the audit says who removed which login; the provider's other logins stay signed in", async () => {
    const { id } = await addLogin(loginDeps(database.db), { providerId: 1, givenName: "Rémi", lastName: "Retrait", email: "remi.retrait@example.com" });
    const onLaptop = (await signIn(server.origin, "remi.retrait@example.com")).browser;
    const onPhone = (await signIn(server.origin, "remi.retrait@example.com")).browser;
    const colleague = (await signIn(server.origin, "pro1@example.com")).browser;
    expect([await signedIn(onLaptop), await signedIn(onPhone), await signedIn(colleague)]).toEqual([true, true, true]);

    const response = await mutate(network, "network.logins.remove", { providerId: 1, loginId: id });
    expect(response.status).toBe(200);
    expect(await trpcData(response)).toEqual({ id, email: "remi.retrait@example.com" });

    expect([await signedIn(onLaptop), await signedIn(onPhone), await signedIn(colleague)]).toEqual([false, false, true]);
    expect(await (await onLaptop.fetch(trpcQueryPath("provider.projects.list", { page: 1 }))).status).toBe(401);
    expect(await loginExists(id)).toBe(false);
    const live = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.kind, "provider"), eq(sessions.userId, id)));
    const revoked = await database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(and(eq(sessions.kind, "provider"), eq(sessions.userId, id)));
    expect(live.length).toBe(2);
    expect(revoked.every((s) => s.revokedAt !== null)).toBe(true);

    const [networkUser] = await database.db.select({ id: networkUsers.id }).from(networkUsers).where(eq(networkUsers.email, "network@example.com"));
    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.action, "network.login-removed"));
    expect(audit.map((a) => ({ actorType: a.actorType, actorId: a.actorId, projectId: a.projectId, details: a.details }))).toEqual([
      {
        actorType: "network",
        actorId: networkUser?.id ?? -1,
        projectId: null,
        details: { providerId: 1, loginId: id, email: "remi.retrait@example.com", sessionsEnded: 2 },
      },
    ]);
  });

  test("a login of another provider, or one removed already, is not found and nothing changes", async () => {
    const { id } = await addLogin(loginDeps(database.db), { providerId: 1, givenName: "Léa", lastName: "Reste", email: "lea.reste@example.com" });
    const elsewhere = await mutate(network, "network.logins.remove", { providerId: 2, loginId: id });
    expect(elsewhere.status).toBe(404);
    expect(JSON.stringify(await elsewhere.json())).toContain("Cet accès n'existe plus pour ce prestataire.");
    expect(await loginExists(id)).toBe(true);

    expect((await mutate(network, "network.logins.remove", { providerId: 1, loginId: id })).status).toBe(200);
    expect((await mutate(network, "network.logins.remove", { providerId: 1, loginId: id })).status).toBe(404);
    expect(
      (await database.db.select().from(auditEvents).where(eq(auditEvents.action, "network.login-removed"))).filter((a) => a.details?.loginId === id),
    ).toHaveLength(1);
  });

  test("only the network may remove a login", async () => {
    const { id } = await addLogin(loginDeps(database.db), { providerId: 1, givenName: "Paul", lastName: "Garde", email: "paul.garde@example.com" });
    const provider = (await signIn(server.origin, "pro1@example.com")).browser;
    expect((await mutate(provider, "network.logins.remove", { providerId: 1, loginId: id })).status).toBe(403);
    expect(await loginExists(id)).toBe(true);
  });

  test("deactivating a provider signs its logins out at once; once active again they sign in again", async () => {
    const { id: providerId } = await createProvider(
      { db: database.db, now },
      {
        name: "Toitures Éphémères",
        address: "Rue Neuve 1, 1000 Bruxelles",
        contactName: "Eva Toit",
        contactPhoneNumber: "+32 2 555 09 09",
        contactEmail: "contact@ephemeres.example.com",
      },
    );
    await addLogin(loginDeps(database.db), { providerId, givenName: "Eva", lastName: "Toit", email: "eva.toit@example.com" });
    const eva = (await signIn(server.origin, "eva.toit@example.com")).browser;
    const colleague = (await signIn(server.origin, "pro1@example.com")).browser;
    expect(await signedIn(eva)).toBe(true);

    expect((await mutate(network, "network.providers.setActive", { id: providerId, isActive: false })).status).toBe(200);
    expect([await signedIn(eva), await signedIn(colleague)]).toEqual([false, true]);

    expect((await mutate(network, "network.providers.setActive", { id: providerId, isActive: true })).status).toBe(200);
    expect(await signedIn((await signIn(server.origin, "eva.toit@example.com")).browser)).toBe(true);
  });
});
