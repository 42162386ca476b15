import { existsSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "./app";
import { createAuthSetup } from "./auth/setup";
import { systemClock } from "./clock";
import { prepareDatabase } from "./db/prepare";
import { type Env, EnvError, parseEnv } from "./env";
import { createLogger, describeError } from "./logger";
import { createDeadlineSweeper } from "./jobs/deadline-sweeper";
import { createMailWorker } from "./jobs/mail-worker";
import { createRetentionJob } from "./jobs/retention";
import { notifierFromEnv } from "./domain/project-status/notifier-from-env";
import { createMailTransport } from "./mail/create-transport";
import { createStorage } from "./storage/create-storage";
import { partStarted, partStopped } from "./ownership/live";
import { isAddressInUse, PortInUseError } from "./ownership/port";
import { exitIfNotOwner, openOwnedDatabase } from "./ownership/start-owned";
import { distClientDir } from "./static-client";

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger({ pretty: (env.LOG_FORMAT ?? (env.NODE_ENV === "development" ? "pretty" : "json")) === "pretty", level: env.LOG_LEVEL });

/**
 * A start that cannot go on says so in one log line, `server.start-failed` with the step and the
 * error (its stack inside the line, SQL and personal data scrubbed), and exits 1
 * (docs/operations/logging-and-errors.md).
 */
async function startStep<T>(step: string, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    logger.error("server.start-failed", { step, ...describeError(error) });
    process.exit(1);
  }
}

// Development bundles on the fly with hot reload; production and end-to-end tests serve `bun run build`,
// checked before the database is opened, migrated and seeded for nothing.
const client = env.NODE_ENV === "development" ? "dev" : "dist";
if (client === "dist" && !existsSync(join(distClientDir, "index.html"))) {
  logger.error("server.start-failed", { step: "client", reason: `no client build in ${distClientDir}: run \`bun run build\` first` });
  process.exit(1);
}
// One owner per port and data folder (docs/operations/one-owner.md): a second start ends here.
const database = await startStep("database", () => openOwnedDatabase(env, logger));
const prepared = await startStep("migrations", () =>
  prepareDatabase(database, {
    seed: env.SEED_ON_START,
    demo: env.NODE_ENV !== "production",
    onWait: () => logger.info("database.waiting-for-another-start", { driver: database.driver }),
  }),
);
if (prepared.seeded) logger.info("database.seeded", { driver: database.driver });

const auth = await startStep("sign-in", () => createAuthSetup(env, database.db));
// The one notifier of the process: every operation that sends mail requires it (docs/product/notifications.md).
const notify = notifierFromEnv(env);
const app = await startStep("app", () => createApp({ env, database, clock: systemClock, logger, storage: createStorage(env), auth, notify, client }));
const mailTransport = createMailTransport(env);
const mailWorker = createMailWorker({
  db: database.db,
  clock: systemClock,
  transport: mailTransport,
  logger,
  from: env.MAIL_FROM,
  leaseMs: env.MAIL_LEASE_SECONDS * 1000,
});
mailWorker.start(env.MAIL_POLL_SECONDS * 1000);
const sweeper = createDeadlineSweeper({ db: database.db, clock: systemClock, logger, notify, morningSummary: env.NETWORK_MORNING_SUMMARY });
sweeper.start(env.DEADLINE_SWEEP_SECONDS * 1000);
const retention = createRetentionJob({ db: database.db, clock: systemClock, logger, storage: createStorage(env), retentionMonths: env.RETENTION_MONTHS });
retention.start();

try {
  // Elysia shares the port (SO_REUSEPORT) unless told not to; only REUSE_PORT=1 allows it.
  app.listen({ port: env.PORT, hostname: env.HOST, development: env.NODE_ENV === "development", reusePort: env.REUSE_PORT });
} catch (error) {
  exitIfNotOwner(isAddressInUse(error) ? new PortInUseError(env.PORT, env.HOST) : error, logger);
  throw error;
}
partStarted("listener");
logger.info("server.started", { port: app.server?.port, driver: database.driver, mode: env.NODE_ENV });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("server.stopping", { signal });
  try {
    // Stops accepting at once and waits for the requests in flight to have their answers, within
    // the grace (a client trickling its body would hold the stop for as long as it likes).
    const drained = app.server?.stop(false);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const graceOver = new Promise<"grace-over">((resolve) => {
      timer = setTimeout(() => resolve("grace-over"), env.STOP_GRACE_SECONDS * 1000);
    });
    if ((await Promise.race([drained, graceOver])) === "grace-over") {
      logger.warn("server.stop-forced", { pendingRequests: app.server?.pendingRequests ?? 0, graceSeconds: env.STOP_GRACE_SECONDS });
      await app.server?.stop(true);
    }
    clearTimeout(timer);
    partStopped("listener");
    await sweeper.stop();
    await retention.stop();
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
