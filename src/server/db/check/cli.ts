import { parseEnv } from "../../env";
import { createStorage } from "../../storage/create-storage";
import { runOnMigratedDatabase } from "../../ownership/open-for-command";
import { pgliteDirOf } from "../location";
import { checkStorage, fixStorage, formatReport, isClean } from "./check";

/**
 * `bun run db:check [--fix]`: lists stored files without a database row and rows whose file is
 * missing. With `--fix`, deletes the orphan files and removes the rows (an invoice name is cleared).
 * Exit code: 0 clean (or fixed), 1 problems found without --fix, 2 could not run.
 */
const fix = process.argv.includes("--fix");
const env = parseEnv();
await runOnMigratedDatabase({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env), poolSize: 2 }, async (db) => {
  const storage = createStorage(env);
  const report = await checkStorage(db, storage);
  console.log(formatReport(report));
  if (isClean(report)) {
    console.log("Storage and database agree.");
    return 0;
  }
  if (!fix) {
    console.log("Run `bun run db:check --fix` to delete the orphan files and remove the rows without files.");
    return 1;
  }
  const fixed = await fixStorage(db, storage, report);
  console.log(
    `Fixed: ${fixed.deletedFiles} orphan file(s) deleted, ${fixed.deletedFileRows} file row(s) removed, ${fixed.clearedInvoices} invoice name(s) cleared.`,
  );
  return 0;
});
