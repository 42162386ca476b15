import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

/**
 * `bun tests/e2e/support/lifeline.ts <command…>`: runs the command (the smoke server's
 * `bun run start`) for as long as the process that started this one lives. Its stdin is a pipe from
 * that process: when it closes (the test runner ended, even by SIGKILL, which skips every teardown)
 * the command's process group gets SIGTERM, and once it has exited its DATA_DIR is removed. Started
 * as its group's leader, so that the runner's own teardown signals the command and this together.
 */
const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: bun tests/e2e/support/lifeline.ts <command…>");
const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"] });
let lifelineLost = false;
let stopping = false;

function stopGroup() {
  if (stopping) return;
  stopping = true;
  process.kill(-process.pid, "SIGTERM");
  // A server that does not stop goes anyway; unref'd, it does not hold this process once the command exits.
  setTimeout(() => process.kill(-process.pid, "SIGKILL"), 10_000).unref();
}

// The group got the signal (the runner's teardown): the command stops by itself; wait for it.
process.on("SIGTERM", () => {
  stopping = true;
});
process.stdin.on("end", () => {
  lifelineLost = true;
  stopGroup();
});
process.stdin.resume();
child.on("exit", (code, signal) => {
  if (lifelineLost && process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
