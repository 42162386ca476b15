/** One JSON line per event; callers pass only what is safe to keep (no personal data, no SQL). */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

function write(level: string, event: string, fields?: Record<string, unknown>) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  (level === "error" ? console.error : console.log)(line);
}

export const consoleLogger: Logger = {
  info: (event, fields) => write("info", event, fields),
  warn: (event, fields) => write("warn", event, fields),
  error: (event, fields) => write("error", event, fields),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** What an unexpected error may say in a log: its kind, never its message (it can hold SQL or data). */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { errorName: error.name, errorCode: (error as { code?: unknown }).code };
  return { errorName: typeof error };
}
