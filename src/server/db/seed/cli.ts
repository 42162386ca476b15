import { parseEnv } from "../../env";
import { openDatabaseForCommand } from "../../ownership/open-for-command";
import { pgliteDirOf } from "../location";
import { seedDatabase } from "./seed";

/** `bun run db:seed`: migrates, then writes the reference and demo data (idempotent). */
const env = parseEnv();
const handle = await openDatabaseForCommand({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env) });
try {
  await handle.migrate();
  await seedDatabase(handle.db, { demo: env.NODE_ENV !== "production" });
  console.log(`Seeded the ${handle.driver} database.`);
} finally {
  await handle.close();
}
