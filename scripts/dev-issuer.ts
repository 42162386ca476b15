/**
 * The development issuer as a process of its own, for several app instances that must trust one
 * issuer (`bun run cluster`, docs/operations/scaling-out.md). Never in production.
 *
 * Environment: DATABASE_URL (the accounts it lists), PUBLIC_URL (the app behind the load
 * balancer: where sign-in returns), DEV_ISSUER_PORT, DEV_ISSUER_CLIENT_SECRET. Prints
 * `ready <issuer>`; the instances then get OIDC_ISSUER=<issuer>, OIDC_CLIENT_ID=home-services-dev
 * and OIDC_CLIENT_SECRET. SIGTERM or SIGINT stops it.
 */
import { startDevIssuer } from "@/server/auth/dev-idp";
import { openDatabase } from "@/server/db/client";

const { DATABASE_URL: url, PUBLIC_URL: publicUrl, DEV_ISSUER_PORT: port, DEV_ISSUER_CLIENT_SECRET: clientSecret } = process.env;
if (!url || !publicUrl || !port || !clientSecret) {
  console.error("scripts/dev-issuer.ts needs DATABASE_URL, PUBLIC_URL, DEV_ISSUER_PORT and DEV_ISSUER_CLIENT_SECRET.");
  process.exit(2);
}
const database = await openDatabase({ url, poolSize: 2 });
const issuer = await startDevIssuer({
  publicUrl,
  db: database.db,
  nodeEnv: process.env.NODE_ENV ?? "development",
  standalone: { port: Number(port), clientSecret },
});
console.log(`ready ${issuer.issuer}`);

async function stop() {
  await issuer.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
