import { type Database, openDatabase, type DatabaseHandle, type DatabaseOptions } from "../db/client";
import { DataFolderInUseError } from "./data-folder-lock";

/**
 * The database for a command (db:seed, db:import-postal-areas, db:check). On the embedded database
 * it takes the data folder's lock like the server does; a folder in use prints why and exits.
 */
export async function openDatabaseForCommand(options: DatabaseOptions, exitCode = 1): Promise<DatabaseHandle> {
  try {
    return await openDatabase(options);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(`Nothing done. ${error.message}`);
    process.exit(exitCode);
  }
}

/**
 * Runs a maintenance command (db:check, db:retention) on a migrated database and exits with the
 * code `work` returns. A database in use elsewhere, not migrated or not reachable exits 2, saying why.
 */
export async function runOnMigratedDatabase(options: DatabaseOptions, work: (db: Database) => Promise<number>): Promise<never> {
  const handle = await openDatabaseForCommand(options, 2);
  let code = 2;
  try {
    if (await handle.isReady()) code = await work(handle.db);
    else console.error("The database is not migrated (or not reachable): run the server once or check DATABASE_URL.");
  } finally {
    await handle.close();
  }
  process.exit(code);
}
