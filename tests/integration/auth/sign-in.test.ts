import { describe, expect, test } from "bun:test";
import { SignJWT } from "jose";
import { Browser, signIn } from "../../support/browser";
import { testDriver } from "../../support/database";
import { useSeededServer } from "../../support/seeded";
import { loginDeps } from "../network/support";
import { addLogin, listLogins } from "@/server/domain/logins/service";

describe(`sign-in through the development issuer on ${testDriver}`, () => {
  const seeded = useSeededServer();

  const loginType = async (browser: Browser) => {
    const response = await browser.fetch("/api/loginuser/login");
    return { status: response.status, body: await response.json() };
  };

  test("the issuer's page lists the seeded accounts and one unknown to the product", async () => {
    const { html } = await signIn(seeded.server.origin, "network@example.com");
    for (const account of ["network@example.com", "pro1@example.com", "pro2@example.com", "stranger@example.com"]) expect(html).toContain(account);
  });

  test("a network account lands on the landing page with a session of type 0", async () => {
    const { browser, landed } = await signIn(seeded.server.origin, "network@example.com");
    expect(landed.pathname).toBe("/login/landingpage");
    expect(await loginType(browser)).toEqual({ status: 200, body: { isError: false, userMessage: null, data: { authorizationType: 0, providerId: 0 } } });
  });

  test("a provider login gets type 1 with its provider id", async () => {
    const { browser } = await signIn(seeded.server.origin, "pro2@example.com");
    expect((await loginType(browser)).body.data).toEqual({ authorizationType: 1, providerId: 2 });
  });

  test("a provider's sign-in is recorded for the network's Web Users tab; a login never used says never (docs/product/consoles.md)", async () => {
    const lastSignIn = async (providerId: number) =>
      (await listLogins(seeded.database.db, { providerId, page: 1 })).items.map((login) => [login.email, login.lastSignInAt]);
    const [[email, before]] = (await lastSignIn(1)) as [[string, Date | null]];
    expect(email).toBe("pro1@example.com");
    // The test server's clock stands still from its start: set it, so the sign-in's moment is known.
    const signedInAt = new Date("2026-03-03T08:15:00Z");
    seeded.server.clock.set(signedInAt);
    await signIn(seeded.server.origin, "pro1@example.com");
    const [[, after]] = (await lastSignIn(1)) as [[string, Date | null]];
    expect(after).toEqual(signedInAt);
    expect(after?.getTime()).not.toBe(before?.getTime());
    // A network user's sign-in touches no provider login: a login never used still says never.
    await addLogin(
      { ...loginDeps(seeded.database.db), now: new Date() },
      { providerId: 2, givenName: "Nooit", lastName: "Aangemeld", email: "nooit@provider2.example.com" },
    );
    await signIn(seeded.server.origin, "network@example.com");
    expect((await lastSignIn(2)).find(([address]) => address === "nooit@provider2.example.com")?.[1]).toBeNull();
  });

  test("an account unknown to the product gets no session and is signed out, back to /login", async () => {
    const { browser, landed: atIssuer, response } = await signIn(seeded.server.origin, "stranger@example.com");
    // The issuer's end-session page posts its form by itself in a browser; here we post it.
    expect(atIssuer.pathname).toBe("/dev-idp/session/end");
    const page = await response.text();
    const action = page.match(/action="([^"]+)"/)?.[1] ?? "";
    const fields = Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const { url: landed } = await browser.follow(new URL(action, atIssuer).toString(), () => false, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...fields, logout: "yes" }).toString(),
    });
    expect(landed.pathname).toBe("/login");
    expect(landed.searchParams.get("state")).toBe("not-accepted");
    expect(browser.cookies.has("hs_session")).toBe(false);
    expect((await loginType(browser)).status).toBe(401);
  });

  test("signed out, loginuser/login answers 401 with the sign-in message in the caller's language, in the envelope", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["", {}, "Veuillez vous connecter pour continuer."],
      ["?lang=fr", {}, "Veuillez vous connecter pour continuer."],
      ["?lang=nl", {}, "Meld u aan om verder te gaan."],
      ["", { "x-language": "nl" }, "Meld u aan om verder te gaan."],
    ];
    for (const [query, headers, userMessage] of cases) {
      const response = await fetch(`${seeded.server.origin}/api/loginuser/login${query}`, { headers });
      expect({ query, headers, status: response.status }).toEqual({ query, headers, status: 401 });
      expect(response.headers.get("content-type")).toStartWith("application/json");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ isError: true, userMessage, data: { authorizationType: 2, providerId: 0 } });
    }
  });

  test("the session cookie is HttpOnly, SameSite=Lax, 8 hours, for the whole site", async () => {
    const browser = new Browser(seeded.server.origin);
    const { browser: signedIn } = await signIn(seeded.server.origin, "network@example.com");
    void browser;
    const response = await signedIn.fetch("/auth/login");
    // A new sign-in rotates the cookie: check the one set at the callback instead.
    expect(response.status).toBe(303);
    const flow = await signIn(seeded.server.origin, "pro1@example.com", { stopAtCallback: true });
    const callback = await flow.browser.fetch(flow.landed.toString());
    const cookie = callback.headers.getSetCookie().find((c) => c.startsWith("hs_session="));
    expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=28800$/);
  });

  test("logout ends the session: the old cookie no longer works, and the issuer is told", async () => {
    const { browser } = await signIn(seeded.server.origin, "network@example.com");
    const oldCookie = browser.cookieHeader();
    const logout = await browser.fetch("/auth/logout", { method: "POST", headers: { "content-type": "application/json" } });
    const { redirect } = await logout.json();
    expect(redirect).toContain("/dev-idp/session/end");
    expect(new URL(redirect).searchParams.get("post_logout_redirect_uri")).toBe(`${seeded.server.origin}/login`);
    const replay = await fetch(`${seeded.server.origin}/api/loginuser/login`, { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });

  test("a tampered state, a replayed callback or a missing transaction give no session", async () => {
    const flow = await signIn(seeded.server.origin, "network@example.com", { stopAtCallback: true });
    const callback = new URL(flow.landed);
    const tampered = new URL(callback);
    tampered.searchParams.set("state", "forged");
    const refused = await flow.browser.fetch(tampered.toString());
    expect(refused.headers.get("location")).toContain("/login?error=failed");
    expect(flow.browser.cookies.has("hs_session")).toBe(false);
    // The transaction cookie was consumed: the genuine callback now fails too.
    const replayed = await flow.browser.fetch(callback.toString());
    expect(replayed.headers.get("location")).toContain("/login?error=failed");
    expect(flow.browser.cookies.has("hs_session")).toBe(false);
  });

  test("a wrong PKCE verifier gives no session", async () => {
    const flow = await signIn(seeded.server.origin, "network@example.com", { stopAtCallback: true });
    const state = flow.landed.searchParams.get("state") ?? "";
    const original = flow.browser.cookies.get("hs_auth_tx") ?? "";
    const nonce = JSON.parse(atob(original.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).nonce;
    const forged = await new SignJWT({ state, nonce, codeVerifier: "x".repeat(64) })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("10m")
      .sign(seeded.server.auth.key);
    flow.browser.cookies.set("hs_auth_tx", forged);
    const response = await flow.browser.fetch(flow.landed.toString());
    expect(response.headers.get("location")).toContain("/login?error=failed");
    expect(flow.browser.cookies.has("hs_session")).toBe(false);
  });

  test("security headers on pages, api replies and errors", async () => {
    for (const path of ["/healthz", "/api/servicecategory/getallactive", "/api/nothing", "/auth/login"]) {
      const response = await fetch(`${seeded.server.origin}${path}`, { redirect: "manual" });
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("content-security-policy")).not.toContain("googletagmanager");
    }
  });

  test("a cross-origin POST with the session cookie is refused", async () => {
    const { browser } = await signIn(seeded.server.origin, "network@example.com");
    const response = await fetch(`${seeded.server.origin}/auth/logout`, {
      method: "POST",
      headers: { cookie: browser.cookieHeader(), origin: "https://evil.example", "content-type": "application/json" },
    });
    expect(response.status).toBe(403);
    // The session still works: nothing was done.
    expect((await loginType(browser)).status).toBe(200);
    const formPost = await fetch(`${seeded.server.origin}/trpc/session.me`, {
      method: "POST",
      headers: { cookie: browser.cookieHeader(), origin: seeded.server.origin, "content-type": "application/x-www-form-urlencoded" },
      body: "a=b",
    });
    expect(formPost.status).toBe(403);
  });
});

describe(`the sign-in routes' rate limit on ${testDriver}`, () => {
  // The forwarded address counts (the peer is the trusted 127.0.0.1): each test client has its own quota.
  const seeded = useSeededServer({ TRUSTED_PROXIES: "127.0.0.1" });
  const limit = 30;
  const french = "Trop de tentatives en peu de temps. Veuillez patienter une minute et réessayer.";
  const dutch = "Te veel pogingen op korte tijd. Wacht een minuutje en probeer opnieuw.";

  const get = (path: string, client: string, headers: Record<string, string> = {}) =>
    fetch(`${seeded.server.origin}${path}`, { redirect: "manual", headers: { "x-forwarded-for": client, ...headers } });

  async function expectRefused(response: Response, text: string) {
    expect(response.status).toBe(429);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("retry-after")).toBe("60");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe(text);
  }

  test("/auth/login and /auth/callback past the limit answer 429 in the person's language, never in English", async () => {
    const client = "198.51.100.21";
    // Login and callback share one quota.
    for (let i = 0; i < limit / 2; i++) expect((await get("/auth/login", client)).status).toBe(303);
    for (let i = 0; i < limit / 2; i++) expect((await get("/auth/callback", client)).status).toBe(303);
    const cases: [string, Record<string, string>, string][] = [
      ["/auth/login", {}, french],
      ["/auth/login?lang=nl", {}, dutch],
      ["/auth/callback?lang=nl", {}, dutch],
      ["/auth/callback?lang=fr", {}, french],
      ["/auth/login", { "x-language": "nl" }, dutch],
      // A browser that says nothing else: its first French or Dutch language, as the /login page does.
      ["/auth/login", { "accept-language": "nl-BE,nl;q=0.9,fr;q=0.8,en;q=0.5" }, dutch],
      ["/auth/callback", { "accept-language": "en-GB,en;q=0.9,fr;q=0.5,nl;q=0.4" }, french],
      ["/auth/login", { "accept-language": "de-DE" }, french],
      // An explicit language wins over the browser's.
      ["/auth/login?lang=fr", { "accept-language": "nl-BE" }, french],
      // A language we do not have is no choice: the browser's Dutch stands.
      ["/auth/login?lang=en", { "accept-language": "nl-BE" }, dutch],
      ["/auth/login", { "x-language": "de", "accept-language": "nl-BE" }, dutch],
    ];
    for (const [path, headers, text] of cases) {
      const response = await get(path, client, headers);
      expect({ path, headers, status: response.status }).toEqual({ path, headers, status: 429 });
      await expectRefused(response, text);
    }
    // Another client still has its own quota.
    expect((await get("/auth/login", "198.51.100.22")).status).toBe(303);
  });
});
