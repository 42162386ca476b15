import { parseEnv } from "../../env";
import { openDatabaseForCommand } from "../../ownership/open-for-command";
import { createStorage } from "../../storage/create-storage";
import { pgliteDirOf } from "../location";
import { seedDatabase } from "./seed";

/** `bun run db:seed`: migrates, then writes the reference and demo data, demo requests included (idempotent). */
const env = parseEnv();
const handle = await openDatabaseForCommand({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env) });
try {
  const demo = env.NODE_ENV !== "production";
  // Not while a starting server migrates or seeds the same database (docs/operations.md, "Migrations").
  await handle.exclusively(async () => {
    await handle.migrate();
    // The demo requests' invoices go where the app keeps uploads (DATA_DIR/uploads, or S3).
    await seedDatabase(handle.db, { demo, demoProjects: demo ? { now: new Date(), storage: createStorage(env) } : undefined });
  });
  console.log(`Seeded the ${handle.driver} database.`);
} finally {
  await handle.close();
}
