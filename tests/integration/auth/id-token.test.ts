import { describe, expect, test } from "bun:test";
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { verifyIdToken } from "@/server/auth/oidc";

const settings = { issuer: "https://issuer.example/dev-idp", clientId: "client-1" };
const nonce = "n-0123456789";

describe("ID token checks", async () => {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const other = await generateKeyPair("RS256");
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256" };
  const keys = createLocalJWKSet({ keys: [jwk] });

  const token = (claims: Record<string, unknown> = {}, options: { kid?: string; key?: CryptoKey; exp?: number; iss?: string; aud?: string } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ nonce, ...claims })
      .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "k1" })
      .setSubject("user-1")
      .setIssuer(options.iss ?? settings.issuer)
      .setAudience(options.aud ?? settings.clientId)
      .setIssuedAt(now - 10)
      .setExpirationTime(options.exp ?? now + 300)
      .sign(options.key ?? privateKey);
  };

  test("a good token passes", async () => {
    expect((await verifyIdToken(await token(), keys, settings, nonce)).sub).toBe("user-1");
  });

  test("60 seconds of leeway on expiry, not more", async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await verifyIdToken(await token({}, { exp: now - 30 }), keys, settings, nonce)).sub).toBe("user-1");
    expect(verifyIdToken(await token({}, { exp: now - 120 }), keys, settings, nonce)).rejects.toThrow();
  });

  test.each([
    ["a wrong issuer", { iss: "https://issuer.example" }],
    ["an issuer that only starts the same", { iss: "https://issuer.example/dev-idp/other" }],
    ["a wrong audience", { aud: "client-2" }],
    ["an unknown kid", { kid: "k2" }],
  ])("%s is refused", async (_name, options) => {
    expect(verifyIdToken(await token({}, options), keys, settings, nonce)).rejects.toThrow();
  });

  test("a token signed by another key is refused", async () => {
    expect(verifyIdToken(await token({}, { key: other.privateKey }), keys, settings, nonce)).rejects.toThrow();
  });

  test("a wrong or missing nonce is refused", async () => {
    expect(verifyIdToken(await token({ nonce: "other" }), keys, settings, nonce)).rejects.toThrow("nonce");
    expect(verifyIdToken(await token({ nonce: undefined }), keys, settings, nonce)).rejects.toThrow();
  });

  test("alg none is refused", async () => {
    const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: "none", kid: "k1" })}.${encode({ sub: "user-1", iss: settings.issuer, aud: settings.clientId, iat: now, exp: now + 300, nonce })}.`;
    expect(verifyIdToken(unsigned, keys, settings, nonce)).rejects.toThrow();
  });

  test("HS256 signed with the public key as secret is refused", async () => {
    const secret = new TextEncoder().encode(JSON.stringify(jwk));
    const now = Math.floor(Date.now() / 1000);
    const confused = await new SignJWT({ nonce })
      .setProtectedHeader({ alg: "HS256", kid: "k1" })
      .setSubject("u")
      .setIssuer(settings.issuer)
      .setAudience(settings.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(secret);
    expect(verifyIdToken(confused, keys, settings, nonce)).rejects.toThrow();
  });
});
