import { describe, expect, test } from "bun:test";
import nlApi from "@/shared/i18n/nl/api";
import { signIn } from "../../support/browser";
import { testDriver } from "../../support/database";
import { useSeededServer } from "../../support/seeded";
import { openRawRequest, type RawReply } from "./support/raw-request";

// Runs on PGlite only: the role and size checks come before any query; the database is there because the app needs one.

/**
 * docs/product/validation.md: no upload is read in full before its credential and its announced
 * size are checked. Each request here announces a large multipart body and sends only its first
 * bytes: the reply must come while the rest is still unsent (a server that reads the body first
 * never answers).
 */
const boundary = "----hs-upload-read-order";

/** Announces `announcedBytes` of multipart body, sends only its first 64 kB, and waits for the reply. */
async function replyToUnfinishedUpload(origin: string, path: string, headers: Record<string, string>, announcedBytes: number): Promise<RawReply> {
  const request = await openRawRequest(origin, "POST", path, {
    "Content-Type": `multipart/form-data; boundary=${boundary}`,
    "Content-Length": String(announcedBytes),
    Origin: origin,
    "X-Language": "nl",
    ...headers,
  });
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="fileContent"; filename="f.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n${"0".repeat(64 * 1024)}`,
  );
  try {
    return await request.reply;
  } finally {
    request.end();
  }
}

describe(`a file-taking call checks the caller and the size before reading the body on ${testDriver}`, () => {
  const seeded = useSeededServer();
  const announced = 20 * 1024 * 1024;
  const message = (reply: RawReply) => (JSON.parse(reply.body) as { error: { json: { message: string } } }).error.json.message;

  test("signed out: 'sign in' while the upload is still coming, for the invoice and the network's added files", async () => {
    for (const procedure of ["provider.actions.uploadInvoice", "network.customerControls.addFiles"]) {
      const reply = await replyToUnfinishedUpload(seeded.server.origin, `/trpc/${procedure}`, {}, announced);
      expect(reply.status).toBe(401);
      expect(message(reply)).toBe(nlApi.signInRequired);
    }
  });

  test("the public uploads: no upload cookie, a made-up one, or an unknown status link is refused while the upload is still coming", async () => {
    const envelope = (reply: RawReply) => JSON.parse(reply.body) as { isError: boolean; userMessage: string };
    for (const cookie of [undefined, `hs_upload=1.${"x".repeat(43)}`]) {
      const reply = await replyToUnfinishedUpload(
        seeded.server.origin,
        "/api/homeproject/addfilestoproject?lang=nl",
        cookie ? { Cookie: cookie } : {},
        announced,
      );
      expect(envelope(reply)).toMatchObject({ isError: true, userMessage: nlApi.uploadNotAllowed });
    }
    const reply = await replyToUnfinishedUpload(seeded.server.origin, `/api/projectstatus/${"A".repeat(43)}/files?lang=nl`, {}, announced);
    expect(reply.status).toBe(404);
    expect(envelope(reply)).toMatchObject({ isError: true, userMessage: nlApi.statusLinkInvalid });
  });

  test("the wrong role: 'no access' before the body is read", async () => {
    const { browser: provider } = await signIn(seeded.server.origin, "pro1@example.com");
    const reply = await replyToUnfinishedUpload(
      seeded.server.origin,
      "/trpc/network.customerControls.addFiles",
      { Cookie: provider.cookieHeader() },
      announced,
    );
    expect(reply.status).toBe(403);
    expect(message(reply)).toBe(nlApi.accessDenied);
  });

  test("signed in, an invoice announced over 10 MB is refused before it is read", async () => {
    const { browser: provider } = await signIn(seeded.server.origin, "pro1@example.com");
    const reply = await replyToUnfinishedUpload(seeded.server.origin, "/trpc/provider.actions.uploadInvoice", { Cookie: provider.cookieHeader() }, announced);
    expect(reply.status).toBe(400);
    expect(message(reply)).toBe(nlApi.fileTooLarge);
  });
});
