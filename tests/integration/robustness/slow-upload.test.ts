import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { DatabaseTimeout } from "@/server/observability/failures";
import { withDeadline } from "@/server/observability/deadline";
import { validPayload } from "../../support/fixtures";
import { onePixelPng } from "../../support/sample-files";
import { waitFor } from "../../support/wait";
import { type ChildServer, startChildServer } from "./support/child-server";
import { openRawRequest } from "./support/raw-request";

// Runs on PGlite only: what is measured is the time a body takes to arrive, which no query depends on.

describe("a call's deadline counts its database work, not the upload's arrival", () => {
  test("reading the body stops the clock; the work's own time runs it out", async () => {
    const body = Promise.withResolvers<string>();
    const started = performance.now();
    const read = withDeadline(30, (deadline) => deadline.reading(body.promise));
    await waitFor(() => performance.now() - started > 150, 2000, "five deadlines' time passed");
    body.resolve("body");
    expect(await read).toBe("body");
    await expect(withDeadline(30, () => new Promise(() => {}))).rejects.toBeInstanceOf(DatabaseTimeout);
  });

  describe("on a server whose deadline is 200 ms", () => {
    let server: ChildServer;
    beforeAll(async () => {
      server = await startChildServer({ API_DEADLINE_MS: "200" });
    }, 120_000);
    afterAll(() => server?.dispose());

    test("a photo arriving over a slow line for more than a second is stored", async () => {
      const { origin } = server;
      const areas = await (await fetch(`${origin}/api/postalarea/getpostalareabypostalcode?postCode=1000`)).json();
      const created = await fetch(`${origin}/api/homeproject/addproject`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify(validPayload({ PostalAreaId: areas.data[0].id })),
      });
      const projectId = (await created.json()).data as number;
      const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const form = new FormData();
      form.set("projectId", String(projectId));
      const photo = new Uint8Array(200_000);
      photo.set(onePixelPng);
      form.append("files", new File([photo], "photo.png", { type: "image/png" }));
      const request = new Request(`${origin}/api/homeproject/addfilestoproject`, { method: "POST", body: form });
      const type = request.headers.get("content-type") ?? "";
      const body = new Uint8Array(await request.arrayBuffer());
      const reply = await sendSlowly(origin, "/api/homeproject/addfilestoproject", { cookie, origin, "content-type": type }, body, 1000);
      expect(reply).toMatchObject({ status: 200 });
      expect(JSON.parse(reply.body)).toMatchObject({ isError: false, data: { fileNames: [expect.stringMatching(/photo\.png$/)] } });
    }, 60_000);
  });
});

/** Sends a request over a raw socket, its body in 20 pieces spread over at least `overMs`, and reads the reply. */
async function sendSlowly(origin: string, path: string, headers: Record<string, string>, body: Uint8Array, overMs: number) {
  const request = await openRawRequest(origin, "POST", path, { "Content-Length": String(body.byteLength), Connection: "close", ...headers });
  const pieces = 20;
  const size = Math.ceil(body.byteLength / pieces);
  const started = performance.now();
  for (let i = 0; i < pieces; i++) {
    // A slow line: the next piece leaves when its share of the time has passed.
    await waitFor(() => performance.now() - started >= (overMs * i) / pieces, overMs * 2, "the next piece's time");
    request.write(body.subarray(i * size, (i + 1) * size));
  }
  return request.reply;
}
