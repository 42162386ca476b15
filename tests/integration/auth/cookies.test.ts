import { describe, expect, test } from "bun:test";
import { cookieName, cookieValues, readCookie, setCookie } from "@/server/auth/cookies";
import { readUploadToken, uploadCookieHeader } from "@/server/rest/upload-cookie";

const dev = { NODE_ENV: "development" as const };
const prod = { NODE_ENV: "production" as const };

describe("the one cookie parser", () => {
  test("finds a cookie among others, with spaces, '=' inside the value, and every repeat in order", () => {
    const header = "a=1; hs_session=abc=def ;b=2;hs_session=second";
    expect(cookieValues(header, "hs_session")).toEqual(["abc=def", "second"]);
    expect(cookieValues(header, "hs_sess")).toEqual([]);
    expect(cookieValues(null, "a")).toEqual([]);
    expect(cookieValues("=orphan; a", "a")).toEqual([]);
  });

  test("production names are __Host- prefixed and Secure; reading uses the same name", () => {
    expect(cookieName(prod, "hs_session")).toBe("__Host-hs_session");
    expect(setCookie(prod, "hs_session", "v", 60)).toBe("__Host-hs_session=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure");
    const request = new Request("http://x/", { headers: { cookie: "hs_session=dev; __Host-hs_session=prod" } });
    expect(readCookie(prod, request, "hs_session")).toBe("prod");
    expect(readCookie(dev, request, "hs_session")).toBe("dev");
  });

  test("the upload cookie is written and read through it, for its own project only", () => {
    const header = uploadCookieHeader(dev, 42, "tok");
    expect(header).toStartWith("hs_upload=42.tok; Path=/; HttpOnly; SameSite=Strict; Max-Age=");
    const sent = header.split(";")[0]!;
    expect(readUploadToken(dev, `x=1; ${sent}`, 42)).toBe("tok");
    expect(readUploadToken(dev, sent, 43)).toBeUndefined();
    expect(readUploadToken(prod, sent, 42)).toBeUndefined();
  });
});
