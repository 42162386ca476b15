import { Writable } from "node:stream";
import { createLogger, type Logger } from "@/server/logger";

export interface LogLine {
  level: string;
  event: string;
  requestId?: string;
  err?: { type: string; message: string; stack?: string; code?: string };
  caughtAt?: string;
  [field: string]: unknown;
}

/** A real pino logger (the one main.ts builds) writing to memory: `text` is exactly what would reach stdout. */
export function capturingLogger(): { logger: Logger; text(): string; lines(): LogLine[]; clear(): void } {
  let text = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const logger = createLogger({ stream });
  return {
    logger,
    text: () => text,
    lines: () =>
      text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    clear: () => {
      text = "";
    },
  };
}
