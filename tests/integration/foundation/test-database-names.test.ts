import { describe, expect, test } from "bun:test";
import { creatorOf, e2eRunDatabasePrefix, processRuns, templateBuildName, testDatabaseName } from "../../support/test-database-names";

/** How `bun run test` knows a test database's creator (docs/testing.md, "What runs"); the dropping itself: leftover-test-databases.test.ts. */
describe("the names of test databases", () => {
  test("every name a run gives carries its process, and no other name is taken for a test database", () => {
    expect(creatorOf(testDatabaseName(4242))).toBe(4242);
    expect(creatorOf(templateBuildName("hs_test_tpl_0123abcd", 4243))).toBe(4243);
    expect(creatorOf(`${e2eRunDatabasePrefix(4244)}_w2`)).toBe(4244);
    expect(creatorOf(e2eRunDatabasePrefix(4245))).toBe(4245);
    for (const other of ["hs_test_tpl_0123abcd", "hs_e2e_w0", "hs_bench_lists_m3x", "postgres", "hs_test_notapid"]) expect(creatorOf(other)).toBeNull();
  });

  test("a process runs while it lives, and not once it has exited", async () => {
    const child = Bun.spawn(["true"]);
    await child.exited;
    expect(processRuns(process.pid)).toBe(true);
    expect(processRuns(child.pid)).toBe(false);
  });
});
