import { randomBytes } from "node:crypto";
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from "arctic";
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { consoleScopes } from "./dev-idp";

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The product's own API: the audience of bearer access tokens. */
  audience: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

export const allowedAlgorithms = ["RS256", "PS256", "ES256", "EdDSA"];
const leewaySeconds = 60;

export interface LoginTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email?: string;
  /** `email_verified` as the issuer sent it (a boolean, or the strings some issuers send); undefined when absent. */
  emailVerified?: boolean;
  idToken: string;
}

function emailVerifiedOf(value: unknown): boolean | undefined {
  if (value === true || value === "true") return true;
  if (value === false || value === "false") return false;
  return undefined;
}

/** Authorization-code flow with PKCE, state and nonce (arctic), ID token checked with jose. */
export function createOidcClient(settings: OidcSettings) {
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, settings.redirectUri);
  // Per process: the issuer's public discovery document and keys, the same for every instance.
  let discovery: Promise<Discovery> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  function discover(): Promise<Discovery> {
    discovery ??= (async () => {
      const response = await fetch(`${settings.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`discovery failed (${response.status})`);
      const doc = (await response.json()) as Discovery;
      if (doc.issuer !== settings.issuer) throw new Error("discovery issuer mismatch");
      return doc;
    })();
    discovery.catch(() => {
      discovery = undefined;
    });
    return discovery;
  }

  async function keys() {
    jwks ??= createRemoteJWKSet(new URL((await discover()).jwks_uri), { timeoutDuration: 10_000 });
    return jwks;
  }

  return {
    settings,
    async beginLogin(): Promise<{ url: URL; transaction: LoginTransaction }> {
      const doc = await discover();
      const transaction = { state: generateState(), nonce: randomBytes(24).toString("base64url"), codeVerifier: generateCodeVerifier() };
      const url = client.createAuthorizationURLWithPKCE(
        doc.authorization_endpoint,
        transaction.state,
        CodeChallengeMethod.S256,
        transaction.codeVerifier,
        consoleScopes,
      );
      url.searchParams.set("nonce", transaction.nonce);
      url.searchParams.set("resource", settings.audience);
      // offline_access is only granted with an explicit consent prompt.
      url.searchParams.set("prompt", "consent");
      return { url, transaction };
    },

    /** Exchanges the code and checks the ID token: issuer exact, audience, expiry, nonce, algorithm. */
    async completeLogin(code: string, transaction: LoginTransaction): Promise<VerifiedIdentity> {
      const doc = await discover();
      const tokens = await client.validateAuthorizationCode(doc.token_endpoint, code, transaction.codeVerifier);
      const idToken = tokens.idToken();
      const payload = await verifyIdToken(idToken, await keys(), settings, transaction.nonce);
      return {
        issuer: String(payload.iss),
        subject: String(payload.sub),
        email: typeof payload.email === "string" ? payload.email : undefined,
        emailVerified: emailVerifiedOf(payload.email_verified),
        idToken,
      };
    },

    /** Where to send the browser to end the issuer's session too. */
    async logoutUrl(idTokenHint: string | undefined, state?: string): Promise<string> {
      const doc = await discover().catch(() => undefined);
      if (!doc?.end_session_endpoint) return `${settings.postLogoutRedirectUri}${state ? `?state=${state}` : ""}`;
      const url = new URL(doc.end_session_endpoint);
      url.searchParams.set("client_id", settings.clientId);
      url.searchParams.set("post_logout_redirect_uri", settings.postLogoutRedirectUri);
      if (idTokenHint) url.searchParams.set("id_token_hint", idTokenHint);
      if (state) url.searchParams.set("state", state);
      return url.toString();
    },

    /** A bearer access token for the old api/ contract: signed by the issuer, for our audience. */
    async verifyAccessToken(token: string): Promise<JWTPayload> {
      const { payload } = await jwtVerify(token, await keys(), {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: allowedAlgorithms,
        clockTolerance: leewaySeconds,
      });
      if (!payload.sub) throw new Error("access token without subject");
      return payload;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

export async function verifyIdToken(
  idToken: string,
  keys: Parameters<typeof jwtVerify>[1],
  settings: Pick<OidcSettings, "issuer" | "clientId">,
  nonce: string,
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(idToken, keys as never, {
    issuer: settings.issuer,
    audience: settings.clientId,
    algorithms: allowedAlgorithms,
    clockTolerance: leewaySeconds,
    requiredClaims: ["sub", "exp", "iat", "nonce"],
  });
  if (payload.nonce !== nonce) throw new Error("nonce mismatch");
  return payload;
}
