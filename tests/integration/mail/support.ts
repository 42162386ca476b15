import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as an SMTP server received it. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Messages whose data has reached the server, held or answered. */
  arrived(): number;
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 (no TLS, no login) that keeps what it receives. */
/** `delayMs` delays each answer to the message data; `holdUntil` holds it until that promise settles (a send that lasts as long as a test needs). */
export async function startSmtpServer(
  options: { port?: number; received?: ReceivedMail[]; delayMs?: number; holdUntil?: Promise<unknown> } = {},
): Promise<TestSmtpServer> {
  const received = options.received ?? [];
  let arrived = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        arrived += 1;
        const finish = () => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            raw,
            parsed: parseMail(raw),
          });
          callback();
        };
        if (options.holdUntil) void options.holdUntil.finally(finish);
        else if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  // A client that goes away mid-session (a killed instance) is not an error of the test.
  server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    arrived: () => arrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Parts sent as attachments, decoded as UTF-8 text. */
  attachments: { fileName: string; contentType: string; content: string }[];
}

/** Enough of MIME to read what nodemailer writes: headers, encoded words, multipart, QP and base64. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const result: ParsedMail = { headers, subject: decodeWords(headers.subject ?? ""), text: "", html: "", attachments: [] };
  collectParts(headers, body, result);
  return result;
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function collectParts(headers: Record<string, string>, body: string, into: ParsedMail) {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      const part = splitEntity(section.replace(/^\n/, ""));
      collectParts(part.headers, part.body, into);
    }
    return;
  }
  const decoded = decodeBody(body, headers["content-transfer-encoding"] ?? "7bit");
  const disposition = headers["content-disposition"] ?? "";
  if (/^attachment/i.test(disposition)) {
    const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "";
    into.attachments.push({ fileName, contentType: type, content: decoded });
  } else if (/^text\/html/i.test(type)) into.html += decoded;
  else if (/^text\/plain/i.test(type)) into.text += decoded;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const withoutSoftBreaks = text.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < withoutSoftBreaks.length; i += 1) {
    const c = withoutSoftBreaks[i] ?? "";
    const hex = withoutSoftBreaks.slice(i + 1, i + 3);
    if (c === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8").replace(/\n$/, "");
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, "$1")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

export { waitFor } from "../../support/wait";
