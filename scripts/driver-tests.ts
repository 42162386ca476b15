import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { Glob } from "bun";

/**
 * The test files whose outcome depends on the database driver: those that import, directly or
 * through other modules under tests/, tests/support/database.ts, or read TEST_POSTGRES_URL themselves,
 * less those that say `Runs on PGlite only:` with the reason (a database is there only because the
 * app needs one, and what they check does not go through SQL: docs/testing.md).
 * `bun run test` runs every file on PGlite and only these again on Postgres.
 */
export const pgliteOnlyMarker = "Runs on PGlite only:";
const root = resolve(import.meta.dir, "..");
const databaseModule = join(root, "tests/support/database.ts");

export function driverDependentTestFiles(): string[] {
  const files = [...new Glob("tests/**/*.test.ts").scanSync({ cwd: root })].sort();
  const memo = new Map<string, boolean>();
  return files
    .filter((file) => reachesDatabase(join(root, file), memo, new Set()) && !readFileSync(join(root, file), "utf8").includes(pgliteOnlyMarker))
    .map((file) => `./${file}`);
}

function reachesDatabase(file: string, memo: Map<string, boolean>, visiting: Set<string>): boolean {
  if (file === databaseModule) return true;
  const known = memo.get(file);
  if (known !== undefined) return known;
  if (visiting.has(file)) return false;
  visiting.add(file);
  // Type-only imports load nothing at run time.
  const source = readFileSync(file, "utf8").replace(/import\s+type\s[^;]*;/g, "");
  const imports = [...source.matchAll(/(?:from\s+|import\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1] ?? "");
  const result =
    source.includes("TEST_POSTGRES_URL") ||
    imports.some((specifier) => {
      const target = resolveModule(dirname(file), specifier);
      return target !== undefined && reachesDatabase(target, memo, visiting);
    });
  memo.set(file, result);
  return result;
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(from, specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
    (candidate) => existsSync(candidate) && !candidate.endsWith("/") && candidate.match(/\.tsx?$/),
  );
}

if (import.meta.main) for (const file of driverDependentTestFiles()) console.log(relative(".", join(root, file)));
