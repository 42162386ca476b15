import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** The lowest port the test servers use; the highest is just below the kernel's ephemeral range. */
export const lowestTestPort = 20_000;

/**
 * A port for a server a test starts, chosen below the kernel's ephemeral range. A port from
 * `listen(0)` comes from that range, and between closing it and the server binding it the port
 * could be taken as the source port of any outgoing connection (a Postgres client, a fetch): the
 * server then refused to start ("already in use"), a flaky test. Below the range only another
 * server that picked the same port can collide: checked by binding it first, on every address.
 */
export async function freePort(): Promise<number> {
  const high = Math.max(lowestTestPort + 1_000, ephemeralStart()) - 1;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = lowestTestPort + Math.floor(Math.random() * (high - lowestTestPort + 1));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port between ${lowestTestPort} and ${high}`);
}

/** The first port the kernel hands out for `listen(0)` and outgoing connections. */
export function ephemeralStart(): number {
  try {
    const start = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    if (start) return start;
  } catch {
    // Not Linux: the IANA range.
  }
  return 49_152;
}

/** Whether a server could listen on `port` on every address now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
