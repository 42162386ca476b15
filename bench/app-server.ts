/**
 * The real app (createApp, as main.ts builds it) plus one plain Elysia route for the tRPC-cost
 * comparison: GET /bench/projects calls the same domain function as network.projects.list.
 * Started by bench/run.ts as a separate, pinned process.
 */
import { Elysia } from "elysia";
import { createApp } from "@/server/app";
import { createAuthSetup } from "@/server/auth/setup";
import { systemClock } from "@/server/clock";
import { openDatabase } from "@/server/db/client";
import { pgliteDirOf } from "@/server/db/location";
import { listNetworkProjects } from "@/server/domain/projects/network-projects";
import { parseEnv } from "@/server/env";
import { silentLogger } from "@/server/logger";
import { createStorage } from "@/server/storage/create-storage";
import { notifierFromEnv } from "@/server/domain/project-status/notifier-from-env";

const env = parseEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env), poolSize: env.DATABASE_POOL_SIZE });
await database.migrate();
const auth = await createAuthSetup(env, database.db);
const app = await createApp({
  env,
  database,
  clock: systemClock,
  logger: silentLogger,
  storage: createStorage(env),
  auth,
  notify: notifierFromEnv(env),
  client: "none",
});
const plain = new Elysia().get("/bench/projects", () =>
  listNetworkProjects(database.db, { search: "", waitingTooLong: false, withoutProvider: false, page: 1 }, systemClock.now()),
);
app.use(plain);
app.listen({ port: env.PORT, hostname: env.HOST });
console.log(JSON.stringify({ event: "bench.ready", port: app.server?.port }));
process.on("SIGTERM", async () => {
  await app.server?.stop(true);
  await auth.devIssuer?.close();
  await database.close();
  process.exit(0);
});
