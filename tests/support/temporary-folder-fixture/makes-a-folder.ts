import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "bun:test";
import { temporaryFolder } from "../temporary-folders";

// Run by tests/integration/foundation/temporary-folders.test.ts only: it checks the folder is gone afterwards.
test("makes a folder with a file in it", () => {
  const folder = temporaryFolder("hs-fixture-");
  writeFileSync(join(folder, "left.txt"), "x");
  expect(existsSync(join(folder, "left.txt"))).toBe(true);
  console.log(`FOLDER=${folder}`);
});
