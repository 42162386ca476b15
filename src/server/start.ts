import { EnvError, parseEnv } from "./env";
import { ensurePortFree, PortInUseError } from "./ownership/port";

/**
 * `bun start` and `bun dev`: checks what a second start must not get past before anything heavy
 * loads, so it ends within a second (docs/operations/one-owner.md), then starts the server.
 * main.ts checks the same again when it is run directly.
 */
try {
  const env = parseEnv();
  await ensurePortFree(env.PORT, env.HOST, env.REUSE_PORT);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  if (!(error instanceof PortInUseError)) throw error;
  // The same line main.ts would write, before its logger is loaded: on stdout, with every other log line.
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "error", event: "server.port-in-use", port: error.port, message: error.message }));
  process.exit(1);
}
await import("./main");
