import { describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { auditEvents, loginUsers, networkUsers } from "@/server/db/schema";
import { type Browser, signIn } from "../../support/browser";
import { type TestDatabase, testDriver } from "../../support/database";
import { useSeededServer } from "../../support/seeded";

/** Where the product sends a refused sign-in: the issuer's sign-out, then /login with a reason. */
async function finishSignOut(browser: Browser, atIssuer: URL, response: Response): Promise<URL> {
  const page = await response.text();
  const action = page.match(/action="([^"]+)"/)?.[1] ?? "";
  const fields = Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const { url } = await browser.follow(new URL(action, atIssuer).toString(), () => false, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, logout: "yes" }).toString(),
  });
  return url;
}

async function sessionOf(browser: Browser) {
  const response = await browser.fetch("/api/loginuser/login");
  return { status: response.status, data: ((await response.json()) as { data: unknown }).data };
}

async function refusals(database: TestDatabase) {
  return database.db
    .select({ details: auditEvents.details, actorType: auditEvents.actorType })
    .from(auditEvents)
    .where(eq(auditEvents.action, "sign-in.link-refused"));
}

const subjectOf = async (database: TestDatabase, email: string) => {
  const [login] = await database.db
    .select({ issuer: loginUsers.issuer, subject: loginUsers.subject })
    .from(loginUsers)
    .where(sql`lower(${loginUsers.email}) = ${email}`);
  const [network] = await database.db
    .select({ issuer: networkUsers.issuer, subject: networkUsers.subject })
    .from(networkUsers)
    .where(sql`lower(${networkUsers.email}) = ${email}`);
  return login ?? network;
};

/** docs/product/sign-in.md, against the real development issuer. */
describe(`sign-in links a login by verified e-mail only (${testDriver})`, () => {
  const seeded = useSeededServer();

  test("an unverified e-mail equal to a provider login's: no session, the FR/NL reason, an audit event", async () => {
    seeded.server.auth.devIssuer!.addAccount({ id: "attacker-unverified", email: "PRO1@example.com", emailVerified: false });
    const { browser, landed, response } = await signIn(seeded.server.origin, "attacker-unverified");
    expect(landed.pathname).toBe("/dev-idp/session/end");
    expect(landed.searchParams.get("state")).toBe("email-unverified");
    const back = await finishSignOut(browser, landed, response);
    expect(`${back.pathname}${back.search}`).toBe("/login?state=email-unverified");
    expect(browser.cookies.has("hs_session")).toBe(false);
    expect(await sessionOf(browser)).toEqual({ status: 401, data: { authorizationType: 2, providerId: 0 } });
    expect(await subjectOf(seeded.database, "pro1@example.com")).toEqual({ issuer: null, subject: null });
    const [pro1] = await seeded.database.db.select({ id: loginUsers.id }).from(loginUsers).where(eq(loginUsers.email, "pro1@example.com"));
    expect(await refusals(seeded.database)).toEqual([
      { actorType: "system", details: { reason: "email-not-verified", issuer: seeded.server.auth.devIssuer!.issuer, login: "provider", loginId: pro1!.id } },
    ]);
  });

  test("the same with email_verified absent, for an operator's e-mail: no session", async () => {
    seeded.server.auth.devIssuer!.addAccount({ id: "attacker-silent", email: "network@example.com", emailVerified: undefined });
    const { browser, landed } = await signIn(seeded.server.origin, "attacker-silent");
    expect(landed.searchParams.get("state")).toBe("email-unverified");
    expect((await sessionOf(browser)).status).toBe(401);
    expect(await subjectOf(seeded.database, "network@example.com")).toEqual({ issuer: null, subject: null });
    expect((await refusals(seeded.database)).map((r) => r.details?.reason)).toEqual(["email-not-verified", "email-verified-absent"]);
  });

  test("a verified first sign-in links the login by issuer and subject", async () => {
    seeded.server.auth.devIssuer!.addAccount({ id: "pro2-at-issuer", email: "pro2@example.com", emailVerified: true });
    const { browser, landed } = await signIn(seeded.server.origin, "pro2-at-issuer");
    expect(landed.pathname).toBe("/login/landingpage");
    expect(await sessionOf(browser)).toEqual({ status: 200, data: { authorizationType: 1, providerId: 2 } });
    expect(await subjectOf(seeded.database, "pro2@example.com")).toEqual({ issuer: seeded.server.auth.devIssuer!.issuer, subject: "pro2-at-issuer" });
  });

  test("an e-mail changed at the issuer does not move the login", async () => {
    const issuer = seeded.server.auth.devIssuer!;
    issuer.addAccount({ id: "mover", email: "pro1@example.com", emailVerified: true });
    expect((await sessionOf((await signIn(seeded.server.origin, "mover")).browser)).data).toEqual({ authorizationType: 1, providerId: 1 });
    // Now the issuer says this person is the (still unlinked) operator, verified: still provider 1.
    issuer.changeEmail("mover", "network@example.com", true);
    expect((await sessionOf((await signIn(seeded.server.origin, "mover")).browser)).data).toEqual({ authorizationType: 1, providerId: 1 });
    expect(await subjectOf(seeded.database, "network@example.com")).toEqual({ issuer: null, subject: null });
    // And another subject with pro1's verified e-mail gets nothing: the login is linked already.
    issuer.addAccount({ id: "second-pro1", email: "pro1@example.com", emailVerified: true });
    expect((await sessionOf((await signIn(seeded.server.origin, "second-pro1")).browser)).status).toBe(401);
  });
});

describe(`OIDC_TRUST_UNVERIFIED_EMAIL=1 (${testDriver})`, () => {
  const seeded = useSeededServer({ OIDC_TRUST_UNVERIFIED_EMAIL: "1" });

  test("an absent email_verified links; an explicit false is still refused", async () => {
    seeded.server.auth.devIssuer!.addAccount({ id: "says-false", email: "pro1@example.com", emailVerified: false });
    expect((await signIn(seeded.server.origin, "says-false")).landed.searchParams.get("state")).toBe("email-unverified");
    seeded.server.auth.devIssuer!.addAccount({ id: "says-nothing", email: "pro1@example.com", emailVerified: undefined });
    const { browser } = await signIn(seeded.server.origin, "says-nothing");
    expect(await sessionOf(browser)).toEqual({ status: 200, data: { authorizationType: 1, providerId: 1 } });
  });
});
