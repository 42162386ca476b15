import { describe, expect, test } from "bun:test";
import { projectRoot } from "../robustness/support/child-server";

const fixture = "./tests/support/prerequisite-fixture/needs-absent-thing.ts";

async function runFixture(ci: string) {
  const child = Bun.spawn(["bun", "test", fixture], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/root", CI: ci },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  return { code, output: out + err };
}

/** README, "Tests": a missing prerequisite is skipped with its reason, or fails the run under CI=true. */
describe("a missing test prerequisite", () => {
  test("outside CI: the tests that need it are skipped and the reason is printed", async () => {
    const run = await runFixture("");
    expect(run.code).toBe(0);
    expect(run.output).toContain("Skipping the tests that need an absent thing: /nonexistent/thing is absent.");
    expect(run.output).toMatch(/1 skip/);
  });

  test("under CI=true: the run fails and says why", async () => {
    const run = await runFixture("true");
    expect(run.code).not.toBe(0);
    expect(run.output).toContain("an absent thing is missing and CI=true: /nonexistent/thing is absent");
  });
});
