import type { Database } from "../db/client";
import type { Env } from "../env";
import { type DevIssuer, startDevIssuer } from "./dev-idp";
import { createOidcClient, type OidcClient } from "./oidc";
import { sessionKeyOf } from "./session";

export interface AuthSetup {
  oidc: OidcClient;
  key: Uint8Array;
  devIssuer?: DevIssuer;
}

/** The configured issuer, or the in-process development issuer when OIDC_ISSUER is unset. */
export async function createAuthSetup(env: Env, db: Database): Promise<AuthSetup> {
  const publicUrl = env.PUBLIC_URL.replace(/\/$/, "");
  const common = { redirectUri: `${publicUrl}/auth/callback`, postLogoutRedirectUri: `${publicUrl}/login` };
  const key = sessionKeyOf(env);
  if (env.OIDC_ISSUER) {
    return {
      key,
      oidc: createOidcClient({
        issuer: env.OIDC_ISSUER,
        clientId: env.OIDC_CLIENT_ID ?? "",
        clientSecret: env.OIDC_CLIENT_SECRET ?? "",
        audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
        ...common,
      }),
    };
  }
  const devIssuer = await startDevIssuer({ publicUrl, db, nodeEnv: env.NODE_ENV });
  return {
    key,
    devIssuer,
    oidc: createOidcClient({
      issuer: devIssuer.issuer,
      clientId: devIssuer.clientId,
      clientSecret: devIssuer.clientSecret,
      audience: devIssuer.audience,
      ...common,
    }),
  };
}
