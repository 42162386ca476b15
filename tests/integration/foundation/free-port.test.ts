import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { freePort } from "../../support/free-port";

/** Ports for spawned test servers (tests/support/free-port.ts): never one an outgoing connection can take meanwhile. */
test("a test server's port is below the kernel's ephemeral range, free, and not handed out while a server holds it", async () => {
  const ephemeralStart = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
  const held: ReturnType<typeof Bun.serve>[] = [];
  try {
    for (let i = 0; i < 20; i += 1) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(ephemeralStart);
      expect(held.map((server) => server.port)).not.toContain(port);
      held.push(Bun.serve({ port, hostname: "127.0.0.1", fetch: () => new Response("held") }));
    }
  } finally {
    for (const server of held) server.stop(true);
  }
});
