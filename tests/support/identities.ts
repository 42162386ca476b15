import { Browser, signIn } from "./browser";

export type Who = "anonymous" | "network" | "providerA" | "providerB" | "notAccepted";

/** Signed-in browsers for each role of docs/product/roles.md (provider A = demo provider 1, B = 2). */
export async function signInEveryone(origin: string): Promise<Record<Who, Browser>> {
  const notAccepted = new Browser(origin);
  // A person the product does not know holds no session; a forged cookie stands for them.
  notAccepted.cookies.set("hs_session", "eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl");
  return {
    anonymous: new Browser(origin),
    network: (await signIn(origin, "network@example.com")).browser,
    providerA: (await signIn(origin, "pro1@example.com")).browser,
    providerB: (await signIn(origin, "pro2@example.com")).browser,
    notAccepted,
  };
}

/** An access token from the issuer for the bearer api/ calls, as an old client would hold it. */
export async function accessTokenFor(origin: string, account: string, client: { clientId: string; clientSecret: string }) {
  const flow = await signIn(origin, account, { stopAtCallback: true });
  const tx = flow.browser.cookies.get("hs_auth_tx") ?? "";
  const { codeVerifier } = JSON.parse(Buffer.from(tx.split(".")[1] ?? "", "base64url").toString());
  const response = await fetch(`${origin}/dev-idp/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${btoa(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`)}`,
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: flow.landed.searchParams.get("code") ?? "",
      redirect_uri: `${origin}/auth/callback`,
      code_verifier: codeVerifier,
    }).toString(),
  });
  const body = await response.json();
  if (!body.access_token) throw new Error(`no access token: ${JSON.stringify(body)}`);
  return body.access_token as string;
}
