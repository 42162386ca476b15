import { readFileSync } from "node:fs";
import { systemClock } from "../clock";
import { pgliteDirOf } from "../db/location";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { runOnMigratedDatabase } from "../ownership/open-for-command";
import { createStorage } from "../storage/create-storage";
import { erasuresInLog, redoErasures } from "./redo-erasures";

/**
 * `bun run db:redo-erasures [--dry-run] <log file>...` ("-" reads standard input): after a restore,
 * erases again the requests the logs say were erased (docs/product/retention.md, "Copies outside
 * the database"). Give it every log written since the backup was taken; older lines do no harm.
 * Prints counts, never personal data. Exit code: 0 done, 1 some projects failed, 2 could not run.
 */
const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const sources = args.filter((a) => a !== "--dry-run");
if (sources.length === 0) {
  console.error("Nothing done. Name the log files written since the backup (or - for standard input): bun run db:redo-erasures [--dry-run] <log file>...");
  process.exit(2);
}
let text = "";
for (const source of sources) {
  try {
    text += `${source === "-" ? readFileSync(0, "utf8") : readFileSync(source, "utf8")}\n`;
  } catch (error) {
    console.error(`Nothing done. ${source} cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"}).`);
    process.exit(2);
  }
}
const found = erasuresInLog(text);
console.log(
  `${found.projectIds.length} erased request(s) named in the logs${found.unreadableLines ? `; ${found.unreadableLines} line(s) not JSON, skipped` : ""}.`,
);
const env = parseEnv();
await runOnMigratedDatabase({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env), poolSize: 2 }, async (db) => {
  const result = await redoErasures({ db, clock: systemClock, logger: createLogger({ level: env.LOG_LEVEL }), storage: createStorage(env) }, found.projectIds, {
    dryRun,
  });
  console.log(
    `${result.erased} ${dryRun ? "would be erased again" : "erased again"}, ${result.alreadyErased} already erased, ${result.unknown} not in this database, ${result.failed} failed.`,
  );
  return result.failed > 0 ? 1 : 0;
});
