import { createServer } from "node:net";
import { createTestApp } from "./app";
import type { TestDatabase } from "./database";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** The app listening on a loopback port, with PUBLIC_URL pointing at it (the issuer needs that). */
export async function startTestServer(database: TestDatabase, env: Record<string, string> = {}, options: { client?: "dev" | "none" } = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const test = await createTestApp(database, { env: { PUBLIC_URL: origin, ...env }, now: new Date().toISOString(), client: options.client });
  test.app.listen({ port, hostname: "127.0.0.1", development: options.client === "dev" });
  return {
    ...test,
    origin,
    stop: async () => {
      await test.app.stop(true);
      await test.close();
    },
  };
}
