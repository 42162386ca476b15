/**
 * The address a request comes from. X-Forwarded-For counts only when the direct peer is a
 * trusted proxy; then the right-most address that is not itself a trusted proxy is the client.
 */
export function clientIp(peer: string | undefined, forwardedFor: string | null, trustedProxies: Set<string>): string {
  const direct = normalise(peer ?? "unknown");
  if (!forwardedFor || !trustedProxies.has(direct)) return direct;
  const chain = forwardedFor
    .split(",")
    .map((part) => normalise(part.trim()))
    .filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i];
    if (hop && !trustedProxies.has(hop)) return hop;
  }
  return direct;
}

function normalise(address: string): string {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

export function parseTrustedProxies(value: string): Set<string> {
  return new Set(
    value
      .split(",")
      .map((s) => normalise(s.trim()))
      .filter(Boolean),
  );
}
