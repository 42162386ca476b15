import { parseEnv } from "../../env";
import { openDatabaseForCommand } from "../../ownership/open-for-command";
import { pgliteDirOf } from "../location";
import { importPostalAreas } from "./import-postal-areas";
import { PostalAreaCsvError } from "./postal-area-csv";

/**
 * `bun run db:import-postal-areas FILE [--skip-invalid]`: the official list, all or nothing;
 * `--skip-invalid` imports the good lines and lists the bad ones instead.
 */
const args = process.argv.slice(2);
const skipInvalid = args.includes("--skip-invalid");
const file = args.find((a) => !a.startsWith("--"));
if (!file) {
  console.error("Usage: bun run db:import-postal-areas FILE [--skip-invalid] (semicolon CSV: postcode;municipality;locality;province;latitude;longitude)");
  process.exit(2);
}
const source = Bun.file(file);
if (!(await source.exists())) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}
const env = parseEnv();
const handle = await openDatabaseForCommand({ url: env.DATABASE_URL, pgliteDir: pgliteDirOf(env) });
let exitCode = 0;
try {
  const text = await source.text();
  // In the start turn: a server starting meanwhile links places too (docs/operations.md, "Migrations").
  const counts = await handle.exclusively(async () => {
    await handle.migrate();
    return importPostalAreas(handle.db, text, { skipInvalid });
  });
  console.log(`Read ${counts.read} postal areas: ${counts.inserted} new, ${counts.updated} updated, ${counts.unchanged} unchanged.`);
  console.log(`${counts.places.places} places, ${counts.places.twoNamePlaces} of them with two names (docs/product/places.md).`);
  if (counts.places.undecided.length > 0)
    console.log(`Pairs of names the rule could not decide, kept as separate places:\n${counts.places.undecided.join("\n")}`);
  if (counts.skipped.length > 0) console.log(`Skipped ${counts.skipped.length} bad lines:\n${counts.skipped.join("\n")}`);
} catch (error) {
  if (!(error instanceof PostalAreaCsvError)) throw error;
  console.error(`Nothing imported. ${file}, ${error.message} (--skip-invalid imports the good lines and lists the bad ones)`);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
