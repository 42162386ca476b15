import { projectRoot } from "./child-server";

/** A command of the project run to its end: exit code, everything it printed, how long it took. */
export async function runToExit(cmd: string[], env: Record<string, string>, timeoutMs = 30_000) {
  const started = performance.now();
  const child = Bun.spawn(cmd, {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/root", NODE_ENV: "test", DATABASE_URL: "", ...env },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  clearTimeout(timer);
  return { code, output: stdout + stderr, ms: performance.now() - started };
}
