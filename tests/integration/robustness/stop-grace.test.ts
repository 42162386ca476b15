import { afterAll, beforeAll, expect, test } from "bun:test";
import { waitFor } from "../../support/wait";
import { type ChildServer, startChildServer } from "./support/child-server";
import { openRawRequest } from "./support/raw-request";

// Runs on PGlite only: what is tested is how the process stops, which no query depends on.

let server: ChildServer;
beforeAll(async () => {
  server = await startChildServer({ STOP_GRACE_SECONDS: "1" });
}, 120_000);
afterAll(() => server?.dispose());

/** docs/operations.md: a client that sends its body very slowly cannot hold a stop past STOP_GRACE_SECONDS. */
test("SIGTERM with a request whose body never finishes: its connection is closed after the grace, the stop says so, exit 0", async () => {
  // A wizard send announcing 100 kB and sending 10 bytes of it, then nothing.
  const request = await openRawRequest(server.origin, "POST", "/api/homeproject/addproject", {
    Origin: server.origin,
    "Content-Type": "application/json",
    "Content-Length": "100000",
  });
  request.write('{"Service');
  // A request sent after it has its answer: the server has read the first one's head by then.
  expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  let code: number | undefined;
  void server.exited.then((exited) => {
    code = exited;
  });
  server.kill("SIGTERM");
  await waitFor(() => code !== undefined, 20_000, "the process stopped");
  expect(code).toBe(0);
  expect(request.closed()).toBe(true);
  const forced = server
    .output()
    .split("\n")
    .filter((line) => line.includes('"server.stop-forced"'))
    .map((line) => JSON.parse(line));
  expect(forced).toEqual([expect.objectContaining({ level: "warn", graceSeconds: 1, pendingRequests: 1 })]);
}, 60_000);
