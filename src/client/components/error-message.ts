/** The server's message for a refusal (already in the caller's language), else the call's fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  const e = error as { message?: string; data?: { code?: string } } | null;
  const code = e?.data?.code;
  const readable = code === "BAD_REQUEST" || code === "NOT_FOUND" || code === "CONFLICT";
  if (readable && e?.message && !e.message.trim().startsWith("[") && !e.message.trim().startsWith("{")) return e.message;
  return fallback;
}
