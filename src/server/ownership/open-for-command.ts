import { openDatabase, type DatabaseHandle, type DatabaseOptions } from "../db/client";
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
