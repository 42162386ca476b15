import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import { exportJWK, generateKeyPair } from "jose";
import type { Database } from "../db/client";
import { escapeHtml } from "../html-escape";
import { loginUsers, networkUsers, providers } from "../db/schema";

/** Known to the issuer, unknown to the product: shows the "not accepted" path. */
export const strangerAccount = "stranger@example.com";
export const consoleScopes = ["openid", "offline_access", "profile", "email", "projects.readwrite", "providers.readwrite"];

export interface DevIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  /** Answers a request under /dev-idp by passing it to the in-process issuer. */
  handle(request: Request): Promise<Response>;
  /**
   * An account beside the seeded ones, for tests of the sign-in rules: its own subject, any
   * e-mail, and `email_verified` true, false or not sent at all (undefined).
   */
  addAccount(account: ExtraAccount): void;
  /** The issuer changes an account's e-mail (its subject stays). */
  changeEmail(id: string, email: string, emailVerified?: boolean): void;
  close(): Promise<void>;
}

interface Account {
  id: string;
  label: string;
}

export interface ExtraAccount {
  /** Becomes the `sub`. */
  id: string;
  email: string;
  emailVerified: boolean | undefined;
}

export const devClientId = "home-services-dev";

export interface DevIssuerOptions {
  /** The app's address: redirects back to it, and its `/api` is the access tokens' audience. */
  publicUrl: string;
  db: Database;
  nodeEnv: string;
  /**
   * Serve the issuer itself at http://127.0.0.1:<port>/dev-idp with a known client secret, so that
   * several app instances can trust one issuer (scripts/dev-issuer.ts, `bun run cluster`).
   * Without it the issuer is reached through the app at PUBLIC_URL/dev-idp.
   */
  standalone?: { port: number; clientSecret: string };
}

/**
 * A real OpenID Provider (oidc-provider) for development and tests, so the whole redirect flow
 * runs with nothing external. It lists the seeded accounts to pick from. Never in production.
 */
export async function startDevIssuer(options: DevIssuerOptions): Promise<DevIssuer> {
  if (options.nodeEnv === "production") throw new Error("The development issuer refuses to run with NODE_ENV=production; set OIDC_ISSUER.");
  const publicUrl = options.publicUrl.replace(/\/$/, "");
  const standalone = options.standalone;
  const issuer = standalone ? `http://127.0.0.1:${standalone.port}/dev-idp` : `${publicUrl}/dev-idp`;
  const clientId = devClientId;
  const clientSecret = standalone?.clientSecret ?? randomBytes(24).toString("base64url");
  const audience = `${publicUrl}/api`;
  const extras = new Map<string, ExtraAccount>();
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString("hex"), alg: "RS256", use: "sig" };

  // Loaded only here: production never loads it, and a start that stops early prints nothing of it.
  const { default: Provider } = await import("oidc-provider");
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${publicUrl}/login`],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [jwk as never] },
    pkce: { required: () => true },
    scopes: consoleScopes,
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Signs out at once (a development convenience): the form posts itself.
        logoutSource: async (ctx, form) => {
          ctx.body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Déconnexion</title></head><body>${form}<noscript><button form="op.logoutForm" type="submit" name="logout" value="yes">Se déconnecter / Afmelden</button></noscript><script>var f=document.getElementById("op.logoutForm");var i=document.createElement("input");i.type="hidden";i.name="logout";i.value="yes";f.appendChild(i);f.submit();</script></body></html>`;
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: "projects.readwrite providers.readwrite",
          audience,
          accessTokenFormat: "jwt",
          accessTokenTTL: 3600,
          jwt: { sign: { alg: "RS256" } },
        }),
      },
    },
    interactions: { url: (_ctx, interaction) => `/dev-idp/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => {
        const extra = extras.get(id);
        // Seeded accounts: the e-mail is the subject and is verified.
        if (!extra) return { sub: id, email: id, email_verified: true, name: id };
        return { sub: id, email: extra.email, name: id, ...(extra.emailVerified === undefined ? {} : { email_verified: extra.emailVerified }) };
      },
    }),
    ttl: { Session: 8 * 3600, Interaction: 600, Grant: 8 * 3600, IdToken: 3600, AccessToken: 3600, AuthorizationCode: 60 },
  });
  provider.proxy = true;
  const callback = provider.callback();

  async function listAccounts(): Promise<Account[]> {
    const network = await options.db.select({ email: networkUsers.email }).from(networkUsers).orderBy(asc(networkUsers.id));
    const logins = await options.db
      .select({ email: loginUsers.email, provider: providers.name })
      .from(loginUsers)
      .innerJoin(providers, eq(providers.id, loginUsers.providerId))
      .orderBy(asc(loginUsers.id));
    return [
      ...network.map((n) => ({ id: n.email.toLowerCase(), label: `Réseau / Netwerk — ${n.email}` })),
      ...logins.map((l) => ({ id: l.email.toLowerCase(), label: `${l.provider} — ${l.email}` })),
      { id: strangerAccount, label: `Inconnu / Onbekend — ${strangerAccount}` },
      ...[...extras.values()].map((a) => ({ id: a.id, label: `${a.id} — ${a.email}` })),
    ];
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error("interaction mismatch");
    if (details.prompt.name === "login") {
      if (req.method === "POST" && action === "login") {
        const accountId = new URLSearchParams(await readBody(req)).get("account") ?? "";
        const known = (await listAccounts()).some((a) => a.id === accountId);
        if (!known) return send(res, 400, "Compte inconnu / Onbekende account");
        return provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
      }
      return send(res, 200, accountsPage(uid, await listAccounts()), "text/html; charset=utf-8");
    }
    // Consent: everything the development client asks for is granted.
    const { params, session } = details;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
    if (!grant) throw new Error("grant missing");
    grant.addOIDCScope(String(params.scope ?? "openid"));
    grant.addResourceScope(audience, "projects.readwrite providers.readwrite");
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  const server: Server = createServer((req, res) => {
    const url = req.url ?? "/";
    const match = url.match(/^\/dev-idp\/interaction\/([^/?]+)(?:\/([a-z]+))?/);
    if (match) {
      interaction(req, res, match[1] ?? "", match[2]).catch(() => send(res, 400, "Session de connexion expirée / Aanmeldsessie verlopen"));
      return;
    }
    // The issuer lives under /dev-idp: strip the prefix as a mounted app would see it.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = url.replace(/^\/dev-idp/, "") || "/";
    callback(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(standalone?.port ?? 0, "127.0.0.1", resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const publicHost = new URL(publicUrl);

  return {
    issuer,
    clientId,
    clientSecret,
    audience,
    async handle(request) {
      const url = new URL(request.url);
      const headers = new Headers(request.headers);
      headers.set("x-forwarded-host", publicHost.host);
      headers.set("x-forwarded-proto", publicHost.protocol.replace(":", ""));
      const upstream = await fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer(),
        redirect: "manual",
      });
      return new Response(upstream.body, { status: upstream.status, headers: upstream.headers });
    },
    addAccount(account) {
      extras.set(account.id, { ...account });
    },
    changeEmail(id, email, emailVerified) {
      const account = extras.get(id);
      if (!account) throw new Error(`no added account ${id}`);
      extras.set(id, { ...account, email, emailVerified });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.on("data", (chunk) => {
      data += chunk;
      if (data.length > 10_000) reject(new Error("body too large"));
    });
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: string, type = "text/plain; charset=utf-8") {
  res.statusCode = status;
  res.setHeader("content-type", type);
  res.setHeader("cache-control", "no-store");
  res.end(body);
}

function accountsPage(uid: string, accounts: Account[]): string {
  const buttons = accounts.map((a) => `<li><button type="submit" name="account" value="${escapeHtml(a.id)}">${escapeHtml(a.label)}</button></li>`).join("");
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Connexion de développement / Ontwikkelaanmelding</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:3rem auto;padding:0 1rem}ul{list-style:none;padding:0}li{margin:.5rem 0}button{width:100%;padding:.8rem;font-size:1rem;text-align:left;cursor:pointer}</style></head>
<body><h1>Émetteur de développement / Ontwikkeluitgever</h1><p>Choisissez un compte de démonstration. / Kies een demo-account.</p>
<form method="post" action="/dev-idp/interaction/${escapeHtml(uid)}/login"><ul>${buttons}</ul></form></body></html>`;
}
