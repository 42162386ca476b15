import { describe, expect, test } from "bun:test";
import { SignJWT } from "jose";
import { Browser, signIn } from "../../support/browser";
import { testDriver } from "../../support/database";
import { useSeededServer } from "../../support/seeded";

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
