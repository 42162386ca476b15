import net from "node:net";

/**
 * A TCP relay between the app and its Postgres that can stop passing bytes without closing
 * anything: what a lost route or a hung database looks like to the app (no error, no answer).
 */
export interface FreezableLink {
  port: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startFreezableLink(target: { host: string; port: number }): Promise<FreezableLink> {
  let frozen = false;
  const flushes = new Set<() => void>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const held: { to: net.Socket; chunk: Buffer }[] = [];
    const flush = () => {
      if (frozen) return;
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk);
    };
    const relay = (from: net.Socket, to: net.Socket) => {
      sockets.add(from);
      from.on("data", (chunk: Buffer) => {
        held.push({ to, chunk });
        flush();
      });
      from.on("error", () => {});
      from.on("close", () => {
        sockets.delete(from);
        flushes.delete(flush);
        to.destroy();
      });
    };
    relay(client, upstream);
    relay(upstream, client);
    flushes.add(flush);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the link has no port");
  return {
    port: address.port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const flush of flushes) flush();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
