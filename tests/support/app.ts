import { type AppDeps, createApp } from "@/server/app";
import { createAuthSetup } from "@/server/auth/setup";
import { notifierFromEnv } from "@/server/domain/project-status/notifier-from-env";
import { fixedClock } from "@/server/clock";
import { parseEnv, type Env } from "@/server/env";
import { type Logger, silentLogger } from "@/server/logger";
import { createLocalStorage } from "@/server/storage/local-storage";
import type { FileStorage } from "@/server/storage/storage";
import type { TestDatabase } from "./database";
import { temporaryFolder } from "./temporary-folders";

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ NODE_ENV: "test", DATA_DIR: "./data/test", CREATE_RATE_LIMIT_PER_MINUTE: "100000", UPLOAD_RATE_LIMIT_PER_MINUTE: "100000", ...overrides });
}

/** The whole app in-process, as main.ts builds it, without the client bundle unless asked. */
export async function createTestApp(
  database: TestDatabase,
  options: { env?: Record<string, string>; now?: string; client?: AppDeps["client"]; logger?: Logger; storage?: FileStorage } = {},
) {
  const clock = fixedClock(options.now ?? "2026-03-02T09:00:00+01:00");
  const uploadsDir = temporaryFolder("hs-uploads-");
  const storage = options.storage ?? createLocalStorage(uploadsDir);
  const env = testEnv(options.env);
  const auth = await createAuthSetup(env, database.db);
  const app = await createApp({
    env,
    database,
    clock,
    logger: options.logger ?? silentLogger,
    storage,
    auth,
    notify: notifierFromEnv(env),
    client: options.client ?? "none",
  });
  const origin = new URL(env.PUBLIC_URL).origin;
  /** As a browser sends it: same-origin calls carry an Origin header on POST. */
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (init.method && init.method !== "GET" && !headers.has("origin")) headers.set("origin", origin);
    return app.handle(new Request(`http://localhost${path}`, { ...init, headers }));
  };
  return { app, clock, request, storage, uploadsDir, env, auth, close: () => auth.devIssuer?.close() };
}

/**
 * A request sent as the wizard's browser sends it: the new project's id and the upload cookie the
 * reply sets (the browser's right to add files or correct its address, docs/product/uploads.md).
 */
export async function sendAsBrowser(app: Awaited<ReturnType<typeof createTestApp>>, payload: unknown): Promise<{ id: number; cookie: string }> {
  const response = await app.request("/api/homeproject/addproject", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  return { id: (await response.json()).data as number, cookie: (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
}
