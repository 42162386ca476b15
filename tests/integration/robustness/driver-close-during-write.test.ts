import { describe, expect, test } from "bun:test";
import { EventEmitter } from "node:events";
import net from "node:net";
import postgres from "postgres";

/**
 * The postgres.js patch (docs/decisions/0007-patch-postgres-nextwrite.md): a connection whose
 * socket closes while a small write waits for its flush must still reach Postgres on its next
 * socket. Unpatched, the cancelled flush is never forgotten, the next socket's StartupMessage is
 * never sent and every reconnect ends in CONNECT_TIMEOUT.
 */
const adminUrl = process.env.TEST_POSTGRES_URL;

/** A socket that closes as soon as the driver listens for data, after it queued its StartupMessage. */
class SocketClosingBeforeFlush extends EventEmitter {
  written = 0;
  override on(event: string, listener: (...args: unknown[]) => void): this {
    super.on(event, listener);
    // The driver listens for data right before it writes the StartupMessage; a microtask runs
    // after that write was queued and before its setImmediate flush.
    if (event === "data") queueMicrotask(() => this.emit("close", false));
    return this;
  }
  write(): boolean {
    this.written++;
    return true;
  }
  destroy(): void {}
  end(): void {}
  get readyState(): string {
    return "closed";
  }
}

describe.skipIf(!adminUrl)("postgres.js after a socket closed during a write", () => {
  test("the next socket sends its own StartupMessage and the query runs", async () => {
    const server = new URL(adminUrl ?? "postgres://127.0.0.1:5432");
    const first = new SocketClosingBeforeFlush();
    const sockets: unknown[] = [];
    // `socket` (a function returning the socket to use) is read by postgres.js but not in its types.
    const options = {
      max: 1,
      connect_timeout: 3,
      onnotice: () => {},
      socket: () => {
        const socket = sockets.length === 0 ? first : net.connect({ host: server.hostname, port: Number(server.port || 5432) });
        sockets.push(socket);
        return socket;
      },
    } as postgres.Options<Record<string, never>>;
    const sql = postgres(adminUrl ?? "", options);
    try {
      const [row] = await sql<{ one: number }[]>`select 1 as one`;
      expect(row?.one).toBe(1);
      expect(first.written).toBe(0);
      expect(sockets.length).toBe(2);
      // The repaired connection keeps working for the next query.
      const [again] = await sql<{ two: number }[]>`select 2 as two`;
      expect(again?.two).toBe(2);
    } finally {
      await sql.end({ timeout: 1 });
    }
  }, 20_000);
});
