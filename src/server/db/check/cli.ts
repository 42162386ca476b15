import { parseEnv } from "../../env";
import { createStorage } from "../../storage/create-storage";
import { openDatabaseForCommand } from "../../ownership/open-for-command";
import { pgliteDirOf } from "../location";
import { checkStorage, fixStorage, formatReport, isClean } from "./check";

/**
 * `bun run db:check [--fix]`: lists stored files without a database row and rows whose file is
 * missing. With `--fix`, deletes the orphan files and removes the rows (an invoice name is cleared).
 * Exit code: 0 clean (or fixed), 1 problems found without --fix, 2 could not run.
 */
const fix = process.argv.includes("--fix");
const env = parseEnv();
const handle = await openDatabaseForCommand({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env), poolSize: 2 }, 2);
let code = 0;
try {
  if (!(await handle.isReady())) {
    console.error("The database is not migrated (or not reachable): run the server once or check DATABASE_URL.");
    code = 2;
  } else {
    const storage = createStorage(env);
    const report = await checkStorage(handle.db, storage);
    console.log(formatReport(report));
    if (isClean(report)) console.log("Storage and database agree.");
    else if (fix) {
      const fixed = await fixStorage(handle.db, storage, report);
      console.log(
        `Fixed: ${fixed.deletedFiles} orphan file(s) deleted, ${fixed.deletedFileRows} file row(s) removed, ${fixed.clearedInvoices} invoice name(s) cleared.`,
      );
    } else {
      console.log("Run `bun run db:check --fix` to delete the orphan files and remove the rows without files.");
      code = 1;
    }
  }
} finally {
  await handle.close();
}
process.exit(code);
