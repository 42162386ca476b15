import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { createTestApp, sendAsBrowser } from "../../support/app";
import { createTestDatabase, testDriver, type TestDatabase } from "../../support/database";
import { countRows, postalAreaId, seedForApi, validPayload } from "../../support/fixtures";
import { minimalPdf, onePixelJpeg, onePixelPng } from "../../support/sample-files";

/**
 * Every public api/ call with generated query strings, headers and bodies (fast-check, fixed seed,
 * bounded runs): never a 5xx, always the envelope, never a stack trace, SQL or the personal data
 * that was sent, and never a row for input that was refused.
 */
const seed = 20260302;
const numRuns = Number(process.env.FUZZ_RUNS ?? 150);
const runOptions = { seed, numRuns, endOnFailure: true } as const;

/** What a leak looks like in a reply body. */
const leaks: [string, RegExp][] = [
  ["stack frame", /\bat .{0,200}:\d+:\d+\)?/],
  ["stack frame (bare)", /\n\s+at\s/],
  ["node_modules path", /node_modules/],
  ["source path", /\/(src|work)\/[\w/.-]+\.(ts|js)\b/],
  ["SQL select", /\bselect\s+[\w"*(]/i],
  ["SQL insert", /\binsert\s+into\b/i],
  ["SQL update", /\bupdate\s+"?\w+"?\s+set\b/i],
  [
    "postgres error",
    /\b(syntax error at or near|violates (foreign key|unique|check) constraint|relation "\w+" does not exist|PostgresError|DrizzleQueryError|Failed query)/i,
  ],
];

function expectNoLeak(text: string, label: string) {
  for (const [what, pattern] of leaks) {
    if (pattern.test(text)) throw new Error(`${label}: reply leaks a ${what}: ${text.slice(0, 300)}`);
  }
}

/** Printable ASCII only: what Headers accepts as a value. */
const headerValue = fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, "").trim());
const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 40, unit: "binary" }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "Infinity",
    "0x10",
    "1.5",
    "2147483648",
    "99999999999999999999",
    "null",
    "[]",
    "{}",
    "__proto__",
    "constructor",
    "' or 1=1 --",
    "1; drop table home_projects",
    "<script>alert(1)</script>",
    "%00",
    "\u0000",
    "１２３",
    "😀",
  ),
);
/** A raw query string: encoded pairs, plus broken percent-escapes and odd separators. */
const queryString = (keys: string[]) =>
  fc
    .array(
      fc.oneof(
        fc.tuple(fc.constantFrom(...keys, "lang", "x", ""), nastyText).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
        fc.constantFrom(
          "%",
          "%zz",
          "%E0%A4%A",
          "&&",
          "=",
          "==",
          `${keys[0]}`,
          `${keys[0]}[]=1`,
          `${keys[0]}=1&${keys[0]}=2`,
          "lang=nl",
          "lang=xx",
          "%2e%2e%2f",
        ),
      ),
      { maxLength: 5 },
    )
    .map((parts) => (parts.length ? `?${parts.join("&")}` : ""));

const headers = fc.record(
  {
    "accept-language": fc.oneof(headerValue, fc.constantFrom("nl-BE,nl;q=0.9", "fr", "*", "en-US;q=x")),
    cookie: fc.oneof(headerValue, fc.constantFrom("hs_upload=1.abc", "hs_upload=999999.x; hs_session=eyJ.e30.x", "hs_session=", "=;=;")),
    "x-forwarded-for": fc.oneof(headerValue, fc.ipV4(), fc.ipV6()),
    "idempotency-key": fc.oneof(
      headerValue,
      fc.string({ minLength: 101, maxLength: 120 }).map((s) => s.replace(/[^\x21-\x7e]/g, "k")),
    ),
  },
  { requiredKeys: [] },
);

/** Mostly what a browser sends, sometimes anything: so most cases reach the validation and the domain. */
const jsonType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  { weight: 1, arbitrary: fc.oneof(headerValue, fc.constantFrom("application/json; charset=utf-16", "multipart/form-data", "text/plain", "APPLICATION/JSON")) },
);
const origin = fc.oneof(
  { weight: 8, arbitrary: fc.constant("http://localhost:3000") },
  { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null", "http://localhost:3000.evil.example") },
);

describe(`fuzzing the public api/ calls on ${testDriver}`, () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let brussels: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    app = await createTestApp(database, { now: new Date().toISOString() });
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
  }, 60_000);
  afterAll(() => database.dispose());

  /** Sends one request and checks what every reply must be. Returns the parsed envelope. */
  async function probe(label: string, path: string, init: RequestInit = {}) {
    const response = await app.app.handle(new Request(`http://localhost${path}`, init));
    const text = await response.text();
    if (response.status >= 500) throw new Error(`${label}: ${response.status} for ${path}: ${text.slice(0, 300)}`);
    expectNoLeak(text, label);
    let body: { isError: boolean; userMessage: string | null; data: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${label}: not JSON (${response.status}) for ${path}: ${text.slice(0, 200)}`);
    }
    expect(typeof body.isError).toBe("boolean");
    expect(body.userMessage === null || typeof body.userMessage === "string").toBe(true);
    if (response.status >= 400) expect(body).toMatchObject({ isError: true, data: null });
    return { status: response.status, body, text };
  }

  const gets: [string, string[]][] = [
    ["/api/servicecategory/getallactive", ["x"]],
    ["/api/servicesubcategory/getbyid", ["id"]],
    ["/api/postalarea/getpostalareabypostalcode", ["postCode"]],
    ["/api/provider/getbypostalcodeservicewithhighestscore", ["serviceId", "postalAreaId"]],
  ];

  test.each(gets)(
    "GET %s: generated query strings and headers",
    async (path, keys) => {
      const before = await countRows(database.db);
      await fc.assert(
        fc.asyncProperty(
          queryString(keys),
          headers,
          jsonType,
          origin,
          fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"),
          async (query, hdrs, type, from, method) => {
            const init: RequestInit = { method, headers: { ...hdrs, "content-type": type, origin: from } };
            if (method === "POST" || method === "PUT") init.body = "{}";
            const response = await app.app.handle(new Request(`http://localhost${path}${query}`, init));
            const text = await response.text();
            if (response.status >= 500) throw new Error(`${method} ${path}${query}: ${response.status} ${text.slice(0, 300)}`);
            expectNoLeak(text, `${method} ${path}`);
            if (method === "GET") {
              const body = JSON.parse(text);
              expect(typeof body.isError).toBe("boolean");
            }
          },
        ),
        runOptions,
      );
      expect(await countRows(database.db)).toEqual(before);
    },
    120_000,
  );

  test("GET lookups with numbers around the edges answer the envelope, found or not", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String), fc.constantFrom(0, -0, 2147483647, 2147483648, Number.MAX_SAFE_INTEGER)),
        fc.integer({ min: -3, max: 40 }),
        async (n, service) => {
          await probe("getbyid", `/api/servicesubcategory/getbyid?id=${encodeURIComponent(String(n))}`);
          await probe("provider", `/api/provider/getbypostalcodeservicewithhighestscore?serviceId=${service}&postalAreaId=${encodeURIComponent(String(n))}`);
          await probe("postal", `/api/postalarea/getpostalareabypostalcode?postCode=${encodeURIComponent(String(n))}`);
        },
      ),
      runOptions,
    );
  }, 120_000);

  test("POST homeproject/addproject: generated bodies and headers; refusals write nothing and echo no personal data", async () => {
    const personal = fc.oneof(
      fc.string({ minLength: 8, maxLength: 40 }).map((s) => `Qz${s.replace(/[\s"\\]/g, "x")}`),
      fc.constantFrom("Amélie", "Dubois-Van den Broeck", "+32 470 12 34 56", "amelie.dubois@example.be", "Rue Haute 12"),
    );
    const anyValue = fc.oneof(
      nastyText,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.object({ maxDepth: 2 }),
    );
    const answers = fc.oneof(
      fc.constant(validPayload().Answers),
      fc.array(
        fc.record({
          QuestionId: fc.oneof(fc.integer({ min: -2, max: 40 }), anyValue),
          AnswerIds: fc.oneof(fc.array(fc.integer({ min: -2, max: 80 }), { maxLength: 4 }), anyValue),
        }),
        { maxLength: 60 },
      ),
      anyValue,
    );
    const payload = fc.record(
      {
        ServiceId: fc.oneof(fc.integer({ min: -5, max: 40 }), fc.constant(3), anyValue),
        PostalAreaId: fc.oneof(fc.constant(brussels), fc.integer(), anyValue),
        ProviderId: fc.oneof(fc.constant(null), fc.integer(), anyValue),
        IsInsurerCustomer: fc.oneof(fc.boolean(), anyValue),
        CustomerLastName: fc.oneof(personal, anyValue),
        CustomerName: fc.oneof(personal, anyValue),
        CustomerGSM: fc.oneof(personal, fc.constant("+32 470 00 00 00"), anyValue),
        CustomerEmail: fc.oneof(personal, fc.constant("a.b@example.brussels"), anyValue),
        CustomerDescription: fc.oneof(personal, fc.string({ maxLength: 5000 }), anyValue),
        CustomerStreetHouseNumber: fc.oneof(personal, anyValue),
        CustomerBus: fc.oneof(personal, anyValue),
        CustomerPrivacyAccepted: fc.oneof(fc.constant(true), anyValue),
        CustomerPrivacyMarketing: fc.oneof(fc.boolean(), anyValue),
        CustomerLanguage: fc.oneof(fc.constantFrom("fr", "nl", "FR", " nl ", "en"), anyValue),
        Answers: answers,
        Website: fc.oneof(fc.constant(""), anyValue),
        __proto__: fc.constant({ isAdmin: true }),
      },
      { requiredKeys: [] },
    );
    const rawBody = fc.oneof(
      payload.map((p) => JSON.stringify(p)),
      fc.constant(JSON.stringify(validPayload({ PostalAreaId: 1 }))),
      nastyText,
      fc.constantFrom("{", "[]", "null", "1", '"x"', '{"ServiceId":', "\u0000", '{"a":'.repeat(2000)),
    );
    await fc.assert(
      fc.asyncProperty(rawBody, headers, jsonType, origin, fc.constantFrom("", "?lang=nl", "?lang=%zz", "?x=%"), async (body, hdrs, type, from, query) => {
        const before = await countRows(database.db);
        const {
          status,
          body: envelope,
          text,
        } = await probe("addproject", `/api/homeproject/addproject${query}`, {
          method: "POST",
          headers: { ...hdrs, "content-type": type, origin: from },
          body,
        });
        const after = await countRows(database.db);
        const created = status === 200 && !envelope.isError && typeof envelope.data === "number" && envelope.data > 0;
        if (!created) expect(after).toEqual(before);
        else expect(after.projects).toBeLessThanOrEqual(before.projects + 1);
        // Personal data sent in: never in the reply, whatever the outcome.
        let parsed: Record<string, unknown> | undefined;
        try {
          parsed = JSON.parse(body);
        } catch {}
        if (parsed && typeof parsed === "object") {
          for (const key of ["CustomerLastName", "CustomerName", "CustomerGSM", "CustomerEmail", "CustomerStreetHouseNumber", "CustomerDescription"]) {
            const value = (parsed as Record<string, unknown>)[key];
            if (typeof value === "string" && value.trim().length >= 6) {
              if (text.includes(value.trim())) throw new Error(`reply echoes ${key}: ${text.slice(0, 200)}`);
            }
          }
        }
      }),
      runOptions,
    );
  }, 180_000);

  test("POST homeproject/addfilestoproject: generated forms, files and raw bodies; refusals store nothing", async () => {
    const { id: projectId, cookie } = await sendAsBrowser(app, validPayload({ PostalAreaId: brussels }));
    const fileBytes = fc.oneof(
      fc.constantFrom(onePixelPng, onePixelJpeg, minimalPdf(), new Uint8Array(), new TextEncoder().encode("<svg/>"), new TextEncoder().encode("GIF89a")),
      fc.uint8Array({ maxLength: 2000 }),
      fc.uint8Array({ maxLength: 200 }).map((tail) => new Uint8Array([...onePixelPng.subarray(0, 8), ...tail])),
    );
    const fileName = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom("", "\u0000.png", "a.png", "../../etc/passwd", "CON.pdf", ".htaccess", "x".repeat(500) + ".png", "a\u0000.png", "photo.PNG.exe"),
    );
    const form = fc.record({
      projectId: fc.oneof(
        { weight: 5, arbitrary: fc.constant(String(projectId)) },
        { weight: 1, arbitrary: nastyText },
        { weight: 1, arbitrary: fc.integer().map(String) },
      ),
      files: fc.array(
        fc.oneof(
          fc.tuple(fileName, fileBytes).map(([name, bytes]) => ({ name, bytes })),
          nastyText,
        ),
        { maxLength: 5 },
      ),
      cookie: fc.oneof(
        { weight: 5, arbitrary: fc.constant(cookie) },
        { weight: 1, arbitrary: fc.oneof(fc.constant(""), headerValue, fc.constant(cookie.replace(/\.[\w-]+$/, ".forged"))) },
      ),
      extra: fc.array(fc.tuple(fc.string({ maxLength: 10 }), nastyText), { maxLength: 3 }),
    });
    const raw = fc.record({
      body: fc.oneof(
        nastyText,
        fc.uint8Array({ maxLength: 500 }).map((b) => new TextDecoder().decode(b)),
        fc.constantFrom('--x\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n1\r\n--x--', "--x\r\n\r\n", "--x--"),
      ),
      contentType: fc.constantFrom(
        "multipart/form-data; boundary=x",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "application/json",
        "application/x-www-form-urlencoded",
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 3, arbitrary: form.map((f) => ({ kind: "form" as const, ...f })) },
          { weight: 1, arbitrary: raw.map((r) => ({ kind: "raw" as const, ...r })) },
        ),
        headers,
        origin,
        async (input, hdrs, from) => {
          const before = await countRows(database.db);
          const filesBefore = (await app.storage.list()).length;
          let init: RequestInit;
          if (input.kind === "form") {
            const data = new FormData();
            data.set("projectId", input.projectId);
            for (const entry of input.files) {
              if (typeof entry === "string") data.append("files", entry);
              else data.append("files", new File([entry.bytes as Uint8Array<ArrayBuffer>], entry.name));
            }
            for (const [k, v] of input.extra) data.append(k, v);
            init = { method: "POST", headers: { ...hdrs, origin: from, cookie: input.cookie }, body: data };
          } else {
            init = { method: "POST", headers: { ...hdrs, origin: from, "content-type": input.contentType }, body: input.body };
          }
          const { status, body } = await probe("addfilestoproject", "/api/homeproject/addfilestoproject", init);
          const after = await countRows(database.db);
          const filesAfter = (await app.storage.list()).length;
          const stored =
            status === 200 &&
            !body.isError &&
            Array.isArray((body.data as { fileNames?: unknown[] })?.fileNames) &&
            (body.data as { fileNames: unknown[] }).fileNames.length > 0;
          if (!stored) {
            expect(after).toEqual(before);
            expect(filesAfter).toBe(filesBefore);
          } else {
            expect(after.files - before.files).toBe(filesAfter - filesBefore);
          }
        },
      ),
      runOptions,
    );
    // However hard it was pushed, the project never holds more than 3 files, on disk and in rows.
    expect((await countRows(database.db)).files).toBeLessThanOrEqual(3);
    expect((await app.storage.list()).length).toBeLessThanOrEqual(3);
  }, 180_000);

  // Bun's formData() gives a part sent with filename="" (or a name starting with NUL) as a Blob
  // without `name`: it used to reach sanitiseFileName as undefined and give a 500.
  test("a file part without a name is refused or stored as 'file.ext', never a 500", async () => {
    const response = await app.request("/api/homeproject/addproject", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validPayload({ PostalAreaId: brussels })),
    });
    const id = (await response.json()).data as number;
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    for (const name of ["", "\u0000.png"]) {
      const form = new FormData();
      form.set("projectId", String(id));
      form.append("files", new File([onePixelPng as Uint8Array<ArrayBuffer>], name));
      const reply = await app.request("/api/homeproject/addfilestoproject", { method: "POST", headers: { cookie }, body: form });
      expect(reply.status).toBeLessThan(500);
    }
  });
});
