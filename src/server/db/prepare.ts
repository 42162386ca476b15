import type { DatabaseHandle } from "./client";
import { copyCatalogNames } from "./seed/catalog-texts";
import { linkPlacesIfMissing } from "./seed/link-places";
import { isCatalogEmpty, seedDatabase } from "./seed/seed";

export interface PrepareOptions {
  /** Seed the catalogue when it is empty (SEED_ON_START). */
  seed: boolean;
  /** Demo data with the seed: never in production. */
  demo: boolean;
  /** Told when another process is preparing the same database and this one waits its turn. */
  onWait?: () => void;
}

/**
 * Brings the database up to this build before a process serves: pending migrations, places for
 * postal areas imported before places existed (docs/product/places.md), the catalogue's names
 * copied from the dictionaries (docs/product/catalogue.md), and the seed when the catalogue is
 * empty. Processes started at once take turns, so each migration runs once and the
 * catalogue is seeded once (docs/operations.md, "Migrations").
 */
export function prepareDatabase(database: DatabaseHandle, options: PrepareOptions): Promise<{ seeded: boolean }> {
  return database.exclusively(
    async () => {
      await database.migrate();
      await database.db.transaction((tx) => linkPlacesIfMissing(tx));
      if (!(await isCatalogEmpty(database.db))) {
        await database.db.transaction((tx) => copyCatalogNames(tx));
        return { seeded: false };
      }
      if (!options.seed) return { seeded: false };
      await seedDatabase(database.db, { demo: options.demo });
      return { seeded: true };
    },
    { onWait: options.onWait },
  );
}
