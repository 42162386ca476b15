/**
 * The X-Request-Id of the last reply that failed on the server's side (5xx), so an error toast or
 * the error page can show it as a reference a support desk searches in the logs
 * (docs/operations/logging-and-errors.md).
 */
let last: { id: string; at: number } | undefined;

/** How long after a failed reply a toast still names it. */
const recentMs = 30_000;

export function noteReply(response: Response): void {
  if (response.status < 500) return;
  const id = response.headers.get("x-request-id");
  if (id) last = { id, at: Date.now() };
}

/** The id of a server failure of the last few seconds, taken once (the next toast does not repeat it). */
export function takeRecentFailure(): string | undefined {
  const recent = last && Date.now() - last.at < recentMs ? last.id : undefined;
  last = undefined;
  return recent;
}

/** The id of the last server failure, if recent, without taking it (sent with a crash report). */
export function peekRecentFailure(): string | undefined {
  return last && Date.now() - last.at < recentMs ? last.id : undefined;
}
