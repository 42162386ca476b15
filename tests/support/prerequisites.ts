import { test } from "bun:test";

/** `CI=true` (or 1): a missing prerequisite fails the run instead of skipping (README, "Tests"). */
export const inCI = process.env.CI === "true" || process.env.CI === "1";

/**
 * Decides what happens to the tests that need `name` when it is missing (`missing` says why):
 * outside CI they are skipped and the reason is printed; under CI a failing test carries the
 * reason. Returns true when those tests must be skipped.
 */
export function missingPrerequisite(name: string, missing: string | undefined): boolean {
  if (!missing) return false;
  if (inCI) {
    test(`prerequisite: ${name}`, () => {
      throw new Error(`${name} is missing and CI=true: ${missing}`);
    });
  } else {
    console.warn(`Skipping the tests that need ${name}: ${missing}.`);
  }
  return true;
}
