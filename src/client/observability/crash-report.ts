import { peekRecentFailure } from "./failed-replies";
import { jsonBody } from "../api/json-body";

declare const __HS_RELEASE__: string | undefined;

/** The build that runs (set by scripts/build.ts; "dev" under `bun dev`). */
const release = typeof __HS_RELEASE__ === "string" ? __HS_RELEASE__ : "dev";

/** A page sends at most this many reports: a crash loop must not flood the server. */
const maxReportsPerPage = 5;
let sent = 0;

export type CrashKind = "boundary" | "error" | "unhandledrejection";

/**
 * Sends a small crash report (message, stack, page, the last failed reply's id, release) to the
 * server, which logs it with the stack resolved; resolves to the report's own request id (the
 * reference the error page shows), or undefined when it could not be sent.
 */
export async function reportCrash(kind: CrashKind, error: unknown): Promise<string | undefined> {
  if (typeof window === "undefined" || sent >= maxReportsPerPage) return undefined;
  sent += 1;
  const e = error instanceof Error ? error : undefined;
  const body = {
    kind,
    message: (e ? `${e.name}: ${e.message}` : String(error)).slice(0, 1000),
    stack: e?.stack?.slice(0, 6000),
    page: location.pathname.slice(0, 500),
    requestId: peekRecentFailure(),
    release,
  };
  try {
    const response = await fetch("/client-errors", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: jsonBody(body),
      credentials: "same-origin",
      keepalive: true,
    });
    return response.ok ? (response.headers.get("x-request-id") ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

let installed = false;

/** Reports uncaught errors and unhandled promise rejections of the page. */
export function installCrashReporting(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  window.addEventListener("error", (event) => {
    // A resource that failed to load (an image) is not a crash.
    if (!(event.error instanceof Error) && !event.message) return;
    void reportCrash("error", event.error ?? new Error(event.message));
  });
  window.addEventListener("unhandledrejection", (event) => void reportCrash("unhandledrejection", event.reason));
}
