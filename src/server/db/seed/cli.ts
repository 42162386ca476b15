import { parseEnv } from "../../env";
import { openDatabaseForCommand } from "../../ownership/open-for-command";
import { createStorage } from "../../storage/create-storage";
import { pgliteDirOf } from "../location";
import { seedDatabase } from "./seed";

/** `bun run db:seed`: migrates, then writes the reference and demo data, demo requests included (idempotent). */
const env = parseEnv();
const handle = await openDatabaseForCommand({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env) });
try {
  await handle.migrate();
  const demo = env.NODE_ENV !== "production";
  // The demo requests' invoices go where the app keeps uploads (DATA_DIR/uploads, or S3).
  await seedDatabase(handle.db, { demo, demoProjects: demo ? { now: new Date(), storage: createStorage(env) } : undefined });
  console.log(`Seeded the ${handle.driver} database.`);
} finally {
  await handle.close();
}
