/** A reply read off the socket: the status and the body as text. */
export interface RawReply {
  status: number;
  body: string;
}

export interface RawRequest {
  /** Sends more of the body. */
  write(chunk: string | Uint8Array): void;
  /** The reply, once its head and the body its Content-Length announces have come (or the socket closed). */
  reply: Promise<RawReply>;
  /** Whether the server closed the connection. */
  closed(): boolean;
  end(): void;
}

/**
 * An HTTP/1.1 request written by hand on a socket: its head now, its body when the test says, so a
 * test can announce a body and send it slowly, in part, or never (fetch sends it whole).
 */
export async function openRawRequest(origin: string, method: string, path: string, headers: Record<string, string>): Promise<RawRequest> {
  const { hostname, port } = new URL(origin);
  let received = "";
  let isClosed = false;
  const { promise: reply, resolve } = Promise.withResolvers<RawReply>();
  const complete = () => {
    const end = received.indexOf("\r\n\r\n");
    if (end < 0) return;
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(received.slice(0, end))?.[1] ?? Number.NaN);
    const body = received.slice(end + 4);
    if (!isClosed && Number.isFinite(length) && Buffer.byteLength(body) < length) return;
    resolve({ status: Number(received.slice(9, 12)), body });
  };
  const socket = await Bun.connect({
    hostname,
    port: Number(port),
    socket: {
      data(_socket, chunk) {
        received += chunk.toString();
        complete();
      },
      close() {
        isClosed = true;
        complete();
      },
    },
  });
  const head = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), "", ""];
  socket.write(head.join("\r\n"));
  return { write: (chunk) => socket.write(chunk), reply, closed: () => isClosed, end: () => socket.end() };
}
