import pino, { type DestinationStream } from "pino";
import { currentRequest } from "./observability/request-context";
import { safeError } from "./observability/safe-error";

/**
 * One JSON line per event (docs/operations/logging-and-errors.md). Callers pass only what is safe
 * to keep: ids, counts, kinds; never names, e-mails, phones, addresses, descriptions or tokens.
 * Every line written while a request is handled carries its `requestId`.
 */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

export interface LoggerOptions {
  /** Human-readable lines (pino-pretty, in `bun dev`); JSON otherwise. */
  pretty?: boolean;
  /** Where the lines go (tests pass a capturing stream); standard output by default. */
  stream?: DestinationStream;
  level?: string;
}

/** A pino logger behind the small Logger interface the code uses. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const base = pino(
    {
      level: options.level ?? "info",
      messageKey: "event",
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: safeError },
      // The request being handled, if any: its id on every line (AsyncLocalStorage).
      mixin: () => {
        const request = currentRequest();
        return request ? { requestId: request.id } : {};
      },
    },
    options.stream ?? (options.pretty ? prettyStream() : pino.destination({ fd: 1, sync: true })),
  );
  return {
    info: (event, fields) => base.info(fields ?? {}, event),
    warn: (event, fields) => base.warn(fields ?? {}, event),
    error: (event, fields) => base.error(fields ?? {}, event),
  };
}

function prettyStream(): DestinationStream {
  // Synchronous and in-process: pino's worker-thread transports are not needed for a dev terminal.
  const pretty = require("pino-pretty") as typeof import("pino-pretty");
  return pretty({ sync: true, messageKey: "event", translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" });
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** The fields of an unexpected error for a log line: `err` with kind, code, message and stack (see safeError). */
export function describeError(error: unknown): Record<string, unknown> {
  return { err: error };
}
