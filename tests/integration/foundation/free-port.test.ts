import { expect, test } from "bun:test";
import { ephemeralStart, freePort, lowestTestPort, portIsFree } from "../../support/free-port";

/** Ports for spawned test servers (tests/support/free-port.ts): never one an outgoing connection can take meanwhile. */
test("a test server's port is below the kernel's ephemeral range and free", async () => {
  for (let i = 0; i < 20; i += 1) {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(lowestTestPort);
    expect(port).toBeLessThan(ephemeralStart());
    expect(await portIsFree(port)).toBe(true);
  }
});

test("a port a server holds, on loopback only, is not free; once it stops, it is", async () => {
  const port = await freePort();
  const server = Bun.serve({ port, hostname: "127.0.0.1", fetch: () => new Response("held") });
  try {
    expect(await portIsFree(port)).toBe(false);
  } finally {
    server.stop(true);
  }
  expect(await portIsFree(port)).toBe(true);
});
