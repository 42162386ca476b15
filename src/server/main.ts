import { createApp } from "./app";
import { createAuthSetup } from "./auth/setup";
import { systemClock } from "./clock";
import { openDatabase } from "./db/client";
import { pgliteDirOf } from "./db/location";
import { isCatalogEmpty, seedDatabase } from "./db/seed/seed";
import { EnvError, parseEnv } from "./env";
import { consoleLogger, describeError } from "./logger";
import { createDeadlineSweeper } from "./jobs/deadline-sweeper";
import { createMailWorker } from "./jobs/mail-worker";
import { notifierFromEnv } from "./domain/project-status/notifier-from-env";
import { createMailTransport } from "./mail/create-transport";
import { createStorage } from "./storage/create-storage";

let env;
try {
  env = parseEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = consoleLogger;
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env), poolSize: env.DATABASE_POOL_SIZE });
await database.migrate();
if (env.SEED_ON_START && (await isCatalogEmpty(database.db))) {
  await seedDatabase(database.db, { demo: env.NODE_ENV !== "production" });
  logger.info("database.seeded", { driver: database.driver });
}

const auth = await createAuthSetup(env, database.db);
const app = await createApp({
  env,
  database,
  clock: systemClock,
  logger,
  storage: createStorage(env),
  auth,
  // Development bundles on the fly with hot reload; production and end-to-end tests serve `bun run build`.
  client: env.NODE_ENV === "development" ? "dev" : "dist",
});
const mailTransport = createMailTransport(env);
const mailWorker = createMailWorker({ db: database.db, clock: systemClock, transport: mailTransport, logger, from: env.MAIL_FROM });
mailWorker.start();
const sweeper = createDeadlineSweeper({ db: database.db, clock: systemClock, logger, notify: notifierFromEnv(env) });
sweeper.start();

app.listen({ port: env.PORT, hostname: env.HOST, development: env.NODE_ENV === "development" });
logger.info("server.started", { port: app.server?.port, driver: database.driver, mode: env.NODE_ENV });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("server.stopping", { signal });
  try {
    // Stops accepting at once and resolves when the requests in flight have their answers.
    await app.server?.stop(false);
    await sweeper.stop();
    await mailWorker.stop();
    await mailTransport.close?.();
    await auth.devIssuer?.close();
    await database.close();
    logger.info("server.stopped", {});
    process.exit(0);
  } catch (error) {
    logger.error("server.stop-failed", describeError(error));
    process.exit(1);
  }
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
