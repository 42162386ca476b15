import { scrub } from "./scrub";

/**
 * What a log keeps of an error: its kind, code, message and stack frames, never the data it
 * carries. Drizzle's query error puts the SQL and its parameters (customer data) in its message,
 * so for it the message of its cause (the driver's error) is kept instead. tRPC's wrapper is
 * kept with its cause. Messages pass through scrub() (e-mail addresses, phone-like numbers masked:
 * an SMTP refusal quotes the recipient), and a database error's quoted value is masked (Postgres
 * quotes the input it could not read: `invalid input syntax for type integer: "…"`, which may be a
 * name). The stack's first line repeats the message: only the "at" frames are kept.
 */
export interface SafeError {
  type: string;
  code?: string;
  message: string;
  stack?: string;
  cause?: SafeError;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: "(not an Error)" };
  const inner = error.cause;
  if (isQueryWrapper(error)) {
    const cause = inner instanceof Error ? safeError(inner, depth + 1) : undefined;
    return {
      type: "DrizzleQueryError",
      message: cause ? `query failed: ${cause.message}` : "query failed",
      code: cause?.code,
      stack: framesOf(error.stack),
      cause: cause?.cause,
    };
  }
  const code = (error as { code?: unknown }).code;
  const result: SafeError = {
    type: error.constructor?.name && error.constructor.name !== "Error" ? error.constructor.name : error.name,
    message: typeof code === "string" && sqlState.test(code) ? scrub(maskQuotedValues(error.message)) : scrub(error.message),
    stack: framesOf(error.stack),
  };
  if (typeof code === "string" || typeof code === "number") result.code = String(code);
  if (inner instanceof Error && depth < 3) result.cause = safeError(inner, depth + 1);
  return result;
}

/** A Postgres error code (SQLSTATE): five digits or capitals, e.g. 22P02. */
const sqlState = /^[0-9A-Z]{5}$/;

/** The values Postgres quotes in a message (`…: "x"`, `value "x" is out of range…`); quoted names of tables or constraints stay. */
function maskQuotedValues(message: string): string {
  return message.replace(/(:\s*|\bvalue\s+)"(?:[^"]|"")*"/g, '$1"[value]"');
}

function isQueryWrapper(error: Error): boolean {
  return error.constructor?.name === "DrizzleQueryError" || error.message.startsWith("Failed query: ");
}

function framesOf(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join("\n") : undefined;
}
