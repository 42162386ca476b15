import { expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { projectRoot } from "../robustness/support/child-server";

/** docs/testing.md: a `temporaryFolder` is removed once the run's last test file has ended. */
test("a folder from temporaryFolder, with a file in it, is gone when its bun test run has ended", async () => {
  const child = Bun.spawn(["bun", "test", "./tests/support/temporary-folder-fixture/makes-a-folder.ts"], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/root" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  expect(code).toBe(0);
  const folder = /FOLDER=(\S+)/.exec(out + err)?.[1];
  expect(folder).toContain("hs-fixture-");
  expect(existsSync(folder ?? "")).toBe(false);
});
