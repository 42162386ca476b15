import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count } from "drizzle-orm";
import { homeProjectFiles, projectNotes } from "@/server/db/schema";
import frApi from "@/shared/i18n/fr/api";
import { frenchDictionary } from "@/shared/i18n/french-typography";
import nlApi from "@/shared/i18n/nl/api";
import nlCustomerControls from "@/shared/i18n/nl/customer-controls";
import { onePixelPng } from "../../support/sample-files";
import { type Browser, signIn } from "../../support/browser";
import { capturingLogger } from "../../support/capturing-logger";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { countRows, postalAreaId, seedForApi, validPayload } from "../../support/fixtures";
import { startTestServer } from "../../support/server";
import { waitFor } from "../../support/wait";
import { trpcError, trpcMutationInit, trpcQueryPath } from "../../support/trpc";

/**
 * The checks every door makes before a call's own validation (docs/product/validation.md, "Any text
 * from outside"; src/server/security/input-guards.ts), and what a refused console call says: a real
 * server with the development issuer, the built client and a 4 KiB body limit.
 */
const fr = frenchDictionary(frApi);
const nl = nlApi;
const maxBodyBytes = 4096;

describe(`input guards and refusals in words on ${testDriver}`, () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const capture = capturingLogger();
  let network: Browser;
  let provider: Browser;
  let projectId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    server = await startTestServer(database, { MAX_BODY_BYTES: String(maxBodyBytes) }, { client: "dist", logger: capture.logger });
    const created = await sendProject({});
    projectId = (await created.json()).data;
    network = (await signIn(server.origin, "network@example.com")).browser;
    provider = (await signIn(server.origin, "pro1@example.com")).browser;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  async function sendProject(overrides: Parameters<typeof validPayload>[0], headers: Record<string, string> = {}) {
    const PostalAreaId = await postalAreaId(database.db, "1000", "Bruxelles");
    return fetch(`${server.origin}/api/homeproject/addproject`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin, ...headers },
      body: JSON.stringify(validPayload({ PostalAreaId, ...overrides })),
    });
  }
  const errorsLogged = () => capture.lines().filter((line) => line.level === "error");
  const notes = async () => (await database.db.select({ n: count() }).from(projectNotes))[0]?.n;

  test("a NUL character in a wizard's text is refused with 400 in the caller's language, and nothing is written", async () => {
    capture.clear();
    const before = await countRows(database.db);
    const response = await sendProject({ CustomerDescription: "Fuite\u0000 sous l'évier" }, { "x-language": "nl" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ isError: true, userMessage: nl.invalidRequest, data: null });
    expect(await countRows(database.db)).toEqual(before);
    expect(errorsLogged()).toEqual([]);
  });

  test("a control character or a lone surrogate in a wizard's text is refused like a NUL; nothing is written", async () => {
    capture.clear();
    const before = await countRows(database.db);
    for (const street of ["Rue Haute\u0007 12", "\u001b[31mRue Haute 12", "Rue \ud800 Haute 12"]) {
      const response = await sendProject({ CustomerStreetHouseNumber: street }, { "x-language": "nl" });
      expect(response.status).toBe(400);
      expect((await response.json()).userMessage).toBe(nl.invalidRequest);
    }
    expect(await countRows(database.db)).toEqual(before);
    expect(errorsLogged()).toEqual([]);
  });

  test("a NUL character in a query string or a path of the api/ is refused with 400, never a failure", async () => {
    capture.clear();
    const search = await network.fetch("/api/homeproject/getall?search=x%00");
    expect(search.status).toBe(400);
    expect((await search.json()).userMessage).toBe(fr.invalidRequest);
    const status = await fetch(`${server.origin}/api/projectstatus/abc%00def?lang=nl`);
    expect(status.status).toBe(400);
    expect((await status.json()).userMessage).toBe(nl.invalidRequest);
    expect(errorsLogged()).toEqual([]);
  });

  test("a NUL character in a console procedure's input is refused as a bad request in words, and no note is written", async () => {
    capture.clear();
    const before = await notes();
    const response = await network.fetch(
      "/trpc/network.projects.addNote",
      trpcMutationInit({ projectId, text: "Rappeler\u0000 demain" }, { "x-language": "nl" }),
    );
    expect(response.status).toBe(400);
    const error = await trpcError(response);
    expect(error.data.code).toBe("BAD_REQUEST");
    expect(error.message).toBe(nl.invalidRequest);
    expect(await notes()).toBe(before);
    // A query that says it carries a form (so the NUL check would leave it to a form reader) is
    // refused all the same: tRPC takes no form on a GET (405), in words.
    const disguised = await network.fetch(trpcQueryPath("network.projects.list", { page: 1, search: "a\u0000b" }), {
      headers: { "x-language": "nl", "content-type": "multipart/form-data; boundary=x" },
    });
    expect(disguised.status).toBe(405);
    expect((await trpcError(disguised)).message).toBe(nl.invalidRequest);
    expect(errorsLogged()).toEqual([]);
  });

  test("a control character or a lone surrogate in a console procedure's input is refused in words; no note is written", async () => {
    const before = await notes();
    for (const text of ["Rappeler\u001b demain", "Rappeler \udc00 demain"]) {
      const response = await network.fetch("/trpc/network.projects.addNote", trpcMutationInit({ projectId, text }, { "x-language": "nl" }));
      expect(response.status).toBe(400);
      expect((await trpcError(response)).message).toBe(nl.invalidRequest);
    }
    expect(await notes()).toBe(before);
  });

  test("a console procedure never answers tRPC's or zod's English: bad input, bad JSON, no session, wrong role, no such procedure", async () => {
    const badInput = await network.fetch(trpcQueryPath("network.providers.list", { page: "x" }), { headers: { "x-language": "nl" } });
    expect(badInput.status).toBe(400);
    expect((await trpcError(badInput)).message).toBe(nl.invalidRequest);

    const badJson = await network.fetch("/trpc/network.projects.addNote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"json":',
    });
    expect((await trpcError(badJson)).message).toBe(fr.invalidRequest);

    const anonymous = await fetch(`${server.origin}${trpcQueryPath("network.providers.list", { page: 1 })}`, { headers: { "x-language": "nl" } });
    expect(anonymous.status).toBe(401);
    expect((await trpcError(anonymous)).message).toBe(nl.signInRequired);

    const wrongRole = await provider.fetch(trpcQueryPath("network.providers.list", { page: 1 }));
    expect(wrongRole.status).toBe(403);
    expect((await trpcError(wrongRole)).message).toBe(fr.accessDenied);

    const unknown = await network.fetch(trpcQueryPath("network.nothingHere"), { headers: { "x-language": "nl" } });
    expect(unknown.status).toBe(404);
    expect((await trpcError(unknown)).message).toBe(nl.notFound);
  });

  test("a domain refusal still reaches the console in the caller's words", async () => {
    const response = await network.fetch("/trpc/network.projects.addNote", trpcMutationInit({ projectId, text: "   " }, { "x-language": "nl" }));
    // Input the schema refuses: the generic words; the console checks the same rule before it sends.
    expect((await trpcError(response)).message).toBe(nl.invalidRequest);
    const missing = await network.fetch("/trpc/network.absences.add", trpcMutationInit({ providerId: 1, startsOn: "2026-12-10", endsOn: "2026-12-01" }));
    expect((await trpcError(missing)).message).toBe(fr.absenceDaysOrder);
  });

  test("the network's 'add files' form: no form asks for a file, a form without its project is a malformed request; nothing is stored", async () => {
    const stored = async () => (await database.db.select({ n: count() }).from(homeProjectFiles))[0]?.n;
    const before = await stored();
    const asJson = await network.fetch("/trpc/network.customerControls.addFiles", trpcMutationInit({ projectId }, { "x-language": "nl" }));
    expect(asJson.status).toBe(400);
    expect((await trpcError(asJson)).message).toBe(nlCustomerControls.filesMissing);
    const form = new FormData();
    form.append("files", new File([onePixelPng as Uint8Array<ArrayBuffer>], "photo.png", { type: "image/png" }));
    const withoutProject = await network.fetch("/trpc/network.customerControls.addFiles", { method: "POST", headers: { "x-language": "nl" }, body: form });
    expect(withoutProject.status).toBe(400);
    expect((await trpcError(withoutProject)).message).toBe(nl.invalidRequest);
    expect(await stored()).toBe(before);
  });

  test("the api/ console calls say 'sign in' without a session and 'no access' for the wrong role", async () => {
    const anonymous = await fetch(`${server.origin}/api/provider/getall?lang=nl`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).userMessage).toBe(nl.signInRequired);
    const wrongRole = await provider.fetch("/api/provider/getall");
    expect(wrongRole.status).toBe(403);
    expect((await wrongRole.json()).userMessage).toBe(fr.accessDenied);
  });

  test("a body announced over MAX_BODY_BYTES gets the 413 envelope in the caller's language, unread", async () => {
    const before = await countRows(database.db);
    for (const size of [maxBodyBytes + 1, maxBodyBytes * 2 - 1024]) {
      const response = await sendProject({ CustomerDescription: "x".repeat(size) }, { "x-language": "nl" });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ isError: true, userMessage: nl.requestTooLarge, data: null });
    }
    expect(await countRows(database.db)).toEqual(before);
  });

  test("a body streamed without announcing its length is refused unread with 411 in words, even a small one", async () => {
    const before = await countRows(database.db);
    const PostalAreaId = await postalAreaId(database.db, "1000", "Bruxelles");
    const json = new TextEncoder().encode(JSON.stringify(validPayload({ PostalAreaId })));
    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(json);
        controller.close();
      },
    });
    const response = await fetch(`${server.origin}/api/homeproject/addproject`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin, "x-language": "nl" },
      body: streamed,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(411);
    expect(await response.json()).toEqual({ isError: true, userMessage: nl.invalidRequest, data: null });
    expect(await countRows(database.db)).toEqual(before);
    // The same body with its length goes through.
    expect((await (await sendProject({})).json()).isError).toBe(false);
  });

  test("an api/ address no call has is a 404 envelope, not the page shell", async () => {
    for (const path of ["/api/nonexistent", "/api/projectstatus/abc/withdraw"]) {
      const response = await fetch(`${server.origin}${path}?lang=nl`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect((await response.json()).userMessage).toBe(nl.notFound);
    }
    // A page address still gets the page.
    const page = await fetch(`${server.origin}/network/dashboard`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
  });

  test("a page address with broken percent-encoding is a 400 in words, not a logged failure", async () => {
    capture.clear();
    const response = await fetch(`${server.origin}/%E0%A4%A?lang=nl`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(nl.invalidRequest);
    expect(errorsLogged()).toEqual([]);
  });

  test("a status link copied with the sentence's full stop gets the page; a missing asset is a 404 in words", async () => {
    for (const path of ["/projectstatus/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg.", "/rating/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg.)"]) {
      const page = await fetch(`${server.origin}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(page.headers.get("x-robots-tag")).toBe("noindex");
    }
    for (const path of ["/assets/no-such-chunk.js", "/no-such-file.js.map", "/rating/abc.json"]) {
      const missing = await fetch(`${server.origin}${path}?lang=nl`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe(nl.notFound);
    }
  });

  test("an address nothing answers outside api/ is a 404 in words, never English", async () => {
    const response = await fetch(`${server.origin}/nowhere?lang=nl`, { method: "POST", headers: { origin: server.origin } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe(nl.notFound);
  });

  test("a refusal a person reads outside api/ speaks the browser's language and is never cached", async () => {
    const dutchBrowser = { "accept-language": "nl-BE,nl;q=0.9,en;q=0.5" };
    const refusals = [
      { path: "/assets/no-such-chunk.js", status: 404, text: nl.notFound },
      { path: "/nowhere/at/all", status: 404, text: nl.notFound, method: "POST" },
      { path: "/%E0%A4%A", status: 400, text: nl.invalidRequest },
      { path: "/files/no-such-file.pdf?exp=1&sig=x", status: 404, text: nl.fileNotFound },
    ];
    for (const { path, status, text, method } of refusals) {
      const response = await fetch(`${server.origin}${path}`, { method: method ?? "GET", headers: { ...dutchBrowser, origin: server.origin } });
      expect({ path, status: response.status, text: await response.text() }).toEqual({ path, status, text });
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("content-language")).toBe("nl-BE");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    // A chosen language still wins over the browser's.
    const chosen = await fetch(`${server.origin}/assets/no-such-chunk.js?lang=fr`, { headers: dutchBrowser });
    expect(await chosen.text()).toBe(fr.notFound);
  });

  test("a request refused before routing (forged, too large, streamed) still gets its one access line", async () => {
    const accessLines = (status: number) => capture.lines().filter((line) => line.event === "http.request" && line.status === status);
    capture.clear();
    // Our session cookie sent from another site's page.
    const forged = await fetch(`${server.origin}/api/provider/getall`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://elsewhere.example", cookie: network.cookieHeader() },
      body: "{}",
    });
    expect(forged.status).toBe(403);
    const tooLarge = await sendProject({ CustomerDescription: "x".repeat(maxBodyBytes + 1) });
    expect(tooLarge.status).toBe(413);
    const streamed = await fetch(`${server.origin}/api/homeproject/addproject`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("{}"));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(411);
    await waitFor(() => accessLines(403).length + accessLines(413).length + accessLines(411).length >= 3);
    for (const [status, reply] of [
      [403, forged],
      [413, tooLarge],
      [411, streamed],
    ] as const) {
      const lines = accessLines(status);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ method: "POST", route: "(no route)", requestId: reply.headers.get("x-request-id") });
    }
  });
});
