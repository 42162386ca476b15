import { describe, expect, test } from "bun:test";
import { safeReturnPath } from "@/shared/return-path";
import { signIn } from "../../support/browser";
import { testDriver } from "../../support/database";
import { useSeededServer } from "../../support/seeded";

describe("the console page a person was going to", () => {
  test("only a console path of this site is kept", () => {
    expect(safeReturnPath("/provider/homeprojectdetails/12")).toBe("/provider/homeprojectdetails/12");
    expect(safeReturnPath("/network/homeprojectlist?status=2&page=3")).toBe("/network/homeprojectlist?status=2&page=3");
    for (const unsafe of [
      "https://evil.example/network",
      "//evil.example/network",
      "/\\evil.example/network",
      "\\\\evil.example",
      "/network\n/x",
      "javascript:alert(1)",
      "network",
      "/",
      "/privacypolicy",
      "/networks",
      "/%2F%2Fevil.example",
      "",
      null,
      undefined,
    ]) {
      expect(safeReturnPath(unsafe)).toBeUndefined();
    }
  });
});

describe(`sign-in returns to the requested console page on ${testDriver}`, () => {
  const seeded = useSeededServer();

  test("a console path survives the round trip through the issuer", async () => {
    const next = "/provider/homeprojectdetails/7";
    const { landed } = await signIn(seeded.server.origin, "pro1@example.com", { loginPath: `/auth/login?next=${encodeURIComponent(next)}` });
    expect(landed.origin).toBe(seeded.server.origin);
    expect(landed.pathname).toBe("/login/landingpage");
    expect(landed.searchParams.get("next")).toBe(next);
  });

  test("an attempted open redirect lands on the plain landing page of this site", async () => {
    for (const attempt of ["https://evil.example/network", "//evil.example/network", "/\\evil.example/network", "/%2F%2Fevil.example"]) {
      const { landed } = await signIn(seeded.server.origin, "network@example.com", { loginPath: `/auth/login?next=${encodeURIComponent(attempt)}` });
      expect(landed.origin).toBe(seeded.server.origin);
      expect(landed.pathname).toBe("/login/landingpage");
      expect(landed.searchParams.has("next")).toBe(false);
    }
  });
});
