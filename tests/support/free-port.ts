import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * A port for a server a test starts, chosen below the kernel's ephemeral range. A port from
 * `listen(0)` comes from that range, and between closing it and the server binding it the port
 * could be taken as the source port of any outgoing connection (a Postgres client, a fetch): the
 * server then refused to start ("already in use"), a flaky test. Below the range only another
 * server that picked the same port can collide: checked by binding it first, on every address.
 */
export async function freePort(): Promise<number> {
  const [ephemeralStart] = ephemeralRange();
  const low = 20_000;
  const high = Math.max(low + 1_000, ephemeralStart) - 1;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${low} and ${high}`);
}

function ephemeralRange(): [number, number] {
  try {
    const [start, end] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
    if (start && end) return [start, end];
  } catch {
    // Not Linux: the IANA range.
  }
  return [49_152, 65_535];
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
