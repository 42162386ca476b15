export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly host: string,
  ) {
    super(
      `Port ${port} on ${host} is already in use (another server, perhaps a second \`bun dev\` or \`bun start\`). Stop it, or start this one with another PORT.`,
    );
  }
}

export function isAddressInUse(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  return e?.code === "EADDRINUSE" || /EADDRINUSE|address already in use|port \d+ in use/i.test(String(e?.message ?? ""));
}

/**
 * Fails at once when someone already listens on the port, before the database is opened: a
 * second start must stop within a second. The real listen later refuses to share the port too.
 */
export async function ensurePortFree(port: number, host: string, reusePort: boolean): Promise<void> {
  if (port === 0) return;
  let probe: ReturnType<typeof Bun.serve>;
  try {
    probe = Bun.serve({ port, hostname: host, reusePort, fetch: () => new Response(null, { status: 503 }) });
  } catch (error) {
    if (isAddressInUse(error)) throw new PortInUseError(port, host);
    throw error;
  }
  await probe.stop(true);
}
