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

/**
 * The key a client's requests are counted under by the rate limits: its address, or for IPv6 the
 * network it sits in (its first 64 bits). One home or one phone gets a whole /64 and can take any
 * address in it; counted one by one, those addresses would each get a fresh quota.
 */
export function rateLimitKey(peer: string | undefined, forwardedFor: string | null, trustedProxies: Set<string>): string {
  return addressGroup(clientIp(peer, forwardedFor, trustedProxies));
}

/** An IPv4 address as it is; an IPv6 address as its /64 (`2001:db8:1:2::/64`); anything else as it is. */
export function addressGroup(address: string): string {
  if (!address.includes(":")) return address;
  const halves = (address.split("%")[0] ?? "").split("::");
  if (halves.length > 2) return address;
  const [head = "", tail] = halves;
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  if (right.some((part) => part.includes(".")) || left.some((part) => part.includes("."))) return address;
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return address;
  const groups = [...left, ...Array(missing).fill("0"), ...right];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
