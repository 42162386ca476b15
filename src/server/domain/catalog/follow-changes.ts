import type { DatabaseHandle } from "../../db/client";
import { invalidateCatalogCache } from "./service";

/** The channel the catalogue tables' triggers notify on (drizzle/0007_catalog_changes_notify.sql). */
export const catalogChangedChannel = "catalog_changed";

/**
 * Drops this process's cached catalogue (and with it the rendered pages built from it) whenever
 * the catalogue changes in the database, from any process: `db:seed` or `db:import` while servers
 * run, another instance, a future editor (docs/operations/scaling-out.md#catalogue-cache).
 */
export async function followCatalogChanges(database: DatabaseHandle): Promise<void> {
  const drop = () => invalidateCatalogCache(database.db);
  await database.listen(catalogChangedChannel, drop, drop);
}
