import { expect, test } from "bun:test";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { projectRoot } from "../robustness/support/child-server";
import { temporaryFolder } from "../../support/temporary-folders";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within 20 s: ${what}`);
    await Bun.sleep(50);
  }
}

/**
 * tests/e2e/support/lifeline.ts: the smoke server outlives no test runner. Its stdin closing, as
 * when the runner is killed outright, stops the command's whole group (here a command that starts a
 * process of its own, as `bun run start` does) and removes its DATA_DIR.
 */
test("the lifeline stops its command and the command's own child, and removes DATA_DIR, when its stdin closes", async () => {
  const dataDir = `${temporaryFolder("hs-lifeline-")}/data`;
  mkdirSync(dataDir);
  writeFileSync(`${dataDir}/pglite.lock`, "x");
  const pidFile = `${dataDir}/../grandchild.pid`;
  // The command starts a grandchild that writes its pid and waits; the command waits for it.
  const grandchild = `require("fs").writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000);`;
  const command = `const c = require("child_process").spawn("bun", ["-e", ${JSON.stringify(grandchild)}], { stdio: "inherit" }); c.on("exit", (code) => process.exit(code ?? 0));`;
  const lifeline = spawn("bun", ["tests/e2e/support/lifeline.ts", "bun", "-e", command], {
    cwd: projectRoot,
    detached: true,
    stdio: ["pipe", "ignore", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir },
  });
  const exited = new Promise<number | null>((done) => lifeline.once("exit", (code) => done(code)));
  await until(() => existsSync(pidFile), "the grandchild started");
  const grandchildPid = Number(await Bun.file(pidFile).text());
  expect(alive(grandchildPid)).toBe(true);

  // What the runner's death does to the pipe.
  lifeline.stdin?.end();
  await exited;
  await until(() => !alive(grandchildPid), "the grandchild stopped");
  expect(existsSync(dataDir)).toBe(false);
}, 30_000);
