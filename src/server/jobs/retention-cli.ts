import { systemClock } from "../clock";
import { pgliteDirOf } from "../db/location";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { runOnMigratedDatabase } from "../ownership/open-for-command";
import { createStorage } from "../storage/create-storage";
import { createRetentionJob } from "./retention";

/**
 * `bun run db:retention [--dry-run]`: runs the retention job once (docs/product/retention.md).
 * With `--dry-run` it only counts what it would erase. Prints counts, never personal data.
 * Exit code: 0 done, 1 some projects failed, 2 could not run.
 */
const dryRun = process.argv.includes("--dry-run");
const env = parseEnv();
// A running server owns an embedded database folder: then this command says so and stops (code 2).
await runOnMigratedDatabase({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env), poolSize: 2 }, async (db) => {
  const job = createRetentionJob({
    db,
    clock: systemClock,
    logger: createLogger({ level: env.LOG_LEVEL }),
    storage: createStorage(env),
    retentionMonths: env.RETENTION_MONTHS,
  });
  const result = await job.runOnce({ dryRun });
  const verb = dryRun ? "would be erased" : "erased";
  console.log(
    `Retention ${env.RETENTION_MONTHS} months: ${result.projects} project(s) ${verb}, ${result.mails} unsent erasure confirmation(s) ${dryRun ? "would be " : ""}forgotten, ${result.rateLimitCounters} expired rate-limit counter(s) ${dryRun ? "would be " : ""}deleted.`,
  );
  return result.failed > 0 ? 1 : 0;
});
