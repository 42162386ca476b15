import type { Logger } from "@/server/logger";
import { createTestApp } from "./app";
import type { FileStorage } from "@/server/storage/storage";
import type { TestDatabase } from "./database";
import { freePort } from "./free-port";

/** The app listening on a loopback port, with PUBLIC_URL pointing at it (the issuer needs that). */
export async function startTestServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: { client?: "dev" | "dist" | "none"; logger?: Logger; storage?: FileStorage } = {},
) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const test = await createTestApp(database, {
    env: { PUBLIC_URL: origin, ...env },
    now: new Date().toISOString(),
    client: options.client,
    logger: options.logger,
    storage: options.storage,
  });
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
