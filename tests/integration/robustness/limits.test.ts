import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestDatabase, testDriver, type TestDatabase } from "../../support/database";
import { countRows, postalAreaId, seedForApi, validPayload } from "../../support/fixtures";
import { onePixelPng } from "../../support/sample-files";
import { startTestServer } from "../../support/server";

// Runs on PGlite only: the limits are Bun's, on the socket, and the app's, before any write; the row counts only show nothing was written.

const MiB = 1024 * 1024;
const maxBody = 1 * MiB;

/** Body and upload limits on a real listening server (Bun enforces maxRequestBodySize on the socket). */
describe(`body and upload limits on ${testDriver}`, () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let brussels: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    server = await startTestServer(database, { MAX_BODY_BYTES: String(maxBody) });
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    await database.dispose();
  });

  /** A refusal of an oversize body: Bun's own 413, or the envelope with isError. */
  async function expectRefused(response: Response) {
    const text = await response.text();
    if (response.status === 413) return;
    expect(response.status).toBeLessThan(500);
    expect(JSON.parse(text)).toMatchObject({ isError: true, data: null });
  }

  /** A JSON body of exactly `size` bytes: a valid request padded in its description. */
  function jsonOfSize(size: number): string {
    const base = JSON.stringify(validPayload({ PostalAreaId: brussels, CustomerDescription: "" }));
    const padded = base.replace('"CustomerDescription":""', `"CustomerDescription":"${"x".repeat(size - Buffer.byteLength(base))}"`);
    expect(Buffer.byteLength(padded)).toBe(size);
    return padded;
  }

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}${path}`, { method: "POST", headers: { origin: server.origin, ...headers }, body });

  test("addproject: a body at the limit is read (and refused for its too-long description); one byte over is 413 or isError, nothing written", async () => {
    const before = await countRows(database.db);
    const atLimit = await post("/api/homeproject/addproject", jsonOfSize(maxBody), { "content-type": "application/json" });
    expect(atLimit.status).toBe(200);
    expect(await atLimit.json()).toMatchObject({ isError: true, data: null });
    const over = await post("/api/homeproject/addproject", jsonOfSize(maxBody + 1), { "content-type": "application/json" });
    await expectRefused(over);
    expect(await countRows(database.db)).toEqual(before);
  });

  test("a chunked body (no Content-Length) that grows past the limit is refused too", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * maxBody) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const before = await countRows(database.db);
    try {
      const response = await post("/api/homeproject/addproject", stream, { "content-type": "application/json" });
      await expectRefused(response);
    } catch (error) {
      // The server may close the connection while the client is still sending: also a refusal.
      expect(String(error)).toMatch(/ECONNRESET|closed|reset|socket/i);
    }
    expect(await countRows(database.db)).toEqual(before);
  });

  test("addfilestoproject: one byte over the limit is 413 or isError, nothing stored", async () => {
    const created = await post("/api/homeproject/addproject", JSON.stringify(validPayload({ PostalAreaId: brussels })), { "content-type": "application/json" });
    const id = (await created.json()).data as number;
    const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const filesBefore = (await server.storage.list()).length;
    // Find the multipart overhead, then pad the file so the whole body is exactly max + 1 bytes.
    const overhead = (await new Request("http://x/", { method: "POST", body: formWith(id, 0) }).arrayBuffer()).byteLength;
    const form = formWith(id, maxBody + 1 - overhead);
    const bodyBytes = (await new Request("http://x/", { method: "POST", body: formWith(id, maxBody + 1 - overhead) }).arrayBuffer()).byteLength;
    expect(bodyBytes).toBe(maxBody + 1);
    await expectRefused(await post("/api/homeproject/addfilestoproject", form, { cookie }));
    expect((await server.storage.list()).length).toBe(filesBefore);
    expect((await countRows(database.db)).files).toBe(0);
  });

  test("20 oversize uploads in parallel keep the memory bounded", async () => {
    const size = 8 * MiB; // 8× the limit each; 160 MiB in all if the server buffered them
    const big = new Uint8Array(size);
    big.set(onePixelPng.subarray(0, 8));
    const file = new File([big], "big.png", { type: "image/png" });
    Bun.gc(true);
    const before = process.memoryUsage().rss;
    const replies = await Promise.allSettled(
      Array.from({ length: 20 }, async () => {
        const form = new FormData();
        form.set("projectId", "1");
        form.append("files", file);
        const response = await post("/api/homeproject/addfilestoproject", form);
        await expectRefused(response);
        return response.status;
      }),
    );
    Bun.gc(true);
    const growth = process.memoryUsage().rss - before;
    for (const reply of replies) if (reply.status === "rejected") expect(String(reply.reason)).toMatch(/ECONNRESET|closed|reset|socket/i);
    console.log(`RSS growth after 20 parallel 8 MiB uploads: ${(growth / MiB).toFixed(1)} MiB (client and server in one process)`);
    // Client and server share this process: the client's one shared 8 MiB file plus the server's
    // at most 1 MiB per request stays well under what buffering 160 MiB would cost.
    expect(growth).toBeLessThan(80 * MiB);
    expect((await server.storage.list()).length).toBe(0);
  }, 60_000);
});

function formWith(projectId: number, fileBytes: number): FormData {
  const bytes = new Uint8Array(fileBytes);
  if (fileBytes >= 8) bytes.set(onePixelPng.subarray(0, 8));
  const form = new FormData();
  form.set("projectId", String(projectId));
  form.append("files", new File([bytes], "a.png", { type: "image/png" }));
  return form;
}
