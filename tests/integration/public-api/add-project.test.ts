import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { auditEvents, homeProjectAnswers } from "@/server/db/schema";
import type { AddProjectInput } from "@/shared/schemas/project";
import { createTestApp } from "../../support/app";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { countRows, postalAreaId, projectById, seedForApi, validPayload } from "../../support/fixtures";

describe(`homeproject/addproject on ${testDriver}`, () => {
  let database: TestDatabase;
  let request: (path: string, init?: RequestInit) => Promise<Response>;
  let brussels: number;
  let gent: number;
  let namur: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    ({ request } = await createTestApp(database, { now: "2026-03-02T09:00:00+01:00" }));
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    gent = await postalAreaId(database.db, "9000", "Gent");
    namur = await postalAreaId(database.db, "5000", "Namur");
  });
  afterAll(() => database.dispose());

  const send = (payload: unknown, headers: Record<string, string> = {}, query = "") =>
    request(`/api/homeproject/addproject${query}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": String(Math.random()), ...headers },
      body: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  test("a valid request is routed on the server: Brussels → provider 1, status 1, consents stored", async () => {
    const response = await send(validPayload({ PostalAreaId: brussels, ProviderId: 2, CustomerPrivacyMarketing: true }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ isError: false, userMessage: "Votre demande a bien été envoyée.", data: any_number() });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^hs_upload=${body.data}\\.[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict; Max-Age=1800`));
    const project = await projectById(database.db, body.data);
    expect(project).toMatchObject({
      statusId: 1,
      providerId: 1, // the wizard's ProviderId 2 is not trusted
      serviceId: 3,
      language: "fr",
      customerFirstName: "Amélie",
      isInsurerCustomer: true,
      privacyConsentVersion: "privacy-2026-11-27",
      marketingConsent: true,
      marketingConsentVersion: "marketing-2025-10-06",
    });
    expect(project?.privacyConsentAt.toISOString()).toBe("2026-03-02T08:00:00.000Z");
    expect(project?.providerAssignedAt?.toISOString()).toBe("2026-03-02T08:00:00.000Z");
    const answers = await database.db.select().from(homeProjectAnswers).where(eq(homeProjectAnswers.projectId, body.data));
    expect(answers.map((a) => a.answerId).sort((a, b) => a - b)).toEqual([1, 17, 23]);
    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.projectId, body.data));
    expect(audit).toMatchObject([{ action: "project.created", actorType: "customer", toStatusId: 1 }]);
  });

  test("Ghent goes to provider 2; Namur finds nobody (status 8); the unlisted service is status 7", async () => {
    const toGent = await (await send(validPayload({ PostalAreaId: gent, CustomerLanguage: "NL" }))).json();
    expect(await projectById(database.db, toGent.data)).toMatchObject({ providerId: 2, statusId: 1, language: "nl" });
    const toNamur = await (await send(validPayload({ PostalAreaId: namur }))).json();
    expect(await projectById(database.db, toNamur.data)).toMatchObject({ providerId: null, statusId: 8, providerAssignedAt: null });
    const unlisted = await (await send(validPayload({ PostalAreaId: brussels, ServiceId: 28, Answers: [{ QuestionId: 8, AnswerIds: [27] }] }))).json();
    expect(await projectById(database.db, unlisted.data)).toMatchObject({ providerId: null, statusId: 7 });
  });

  const refusals: [string, unknown, number, string | RegExp][] = [
    ["consent false", { CustomerPrivacyAccepted: false }, 200, "confidentialité"],
    ["a bad e-mail", { CustomerEmail: "amelie@example" }, 200, /e-mail/],
    ["a name with digits", { CustomerLastName: "Dubois2" }, 200, /lettres/i],
    ["a phone without +", { CustomerGSM: "0470123456" }, 200, /\+32|GSM|mobile/i],
    ["an empty street", { CustomerStreetHouseNumber: "  " }, 200, /adresse|rue/i],
    ["an unknown service", { ServiceId: 999 }, 200, "service"],
    ["an inactive service", { ServiceId: 24 }, 200, "service"],
    ["an unknown postal area", { PostalAreaId: 999999 }, 200, "localité"],
    [
      "a radio question with two answers",
      {
        Answers: [
          { QuestionId: 1, AnswerIds: [1, 2] },
          { QuestionId: 7, AnswerIds: [23] },
          { QuestionId: 5, AnswerIds: [17] },
        ],
      },
      200,
      "une seule réponse",
    ],
    [
      "an answer of another question",
      {
        Answers: [
          { QuestionId: 1, AnswerIds: [16] },
          { QuestionId: 7, AnswerIds: [23] },
          { QuestionId: 5, AnswerIds: [17] },
        ],
      },
      200,
      "ne correspond pas",
    ],
    [
      "a question of another service",
      {
        Answers: [
          { QuestionId: 1, AnswerIds: [1] },
          { QuestionId: 7, AnswerIds: [23] },
          { QuestionId: 5, AnswerIds: [17] },
          { QuestionId: 2, AnswerIds: [6] },
        ],
      },
      200,
      "ne correspond pas",
    ],
    [
      "a missing question",
      {
        Answers: [
          { QuestionId: 1, AnswerIds: [1] },
          { QuestionId: 7, AnswerIds: [23] },
        ],
      },
      200,
      "toutes les questions",
    ],
    ["a wrong type", { ServiceId: "3" }, 400, "incomplètes ou incorrectes"],
    ["a missing field", { CustomerEmail: undefined }, 400, "incomplètes ou incorrectes"],
    // Refused by the schema without a field's message: a broken client, not a person to tell.
    ["a service id of 0", { ServiceId: 0 }, 400, "incomplètes ou incorrectes"],
    ["a language the site does not speak", { CustomerLanguage: "de" }, 400, "incomplètes ou incorrectes"],
    ["51 answers", { Answers: Array.from({ length: 51 }, (_, i) => ({ QuestionId: i + 1, AnswerIds: [1] })) }, 400, "incomplètes ou incorrectes"],
  ];

  test.each(refusals)("%s → refused with a message, no row written", async (_name, change, status, message) => {
    const before = await countRows(database.db);
    const response = await send({ ...validPayload({ PostalAreaId: brussels }), ...(change as object) });
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.isError).toBe(true);
    expect(body.data).toBeNull();
    if (typeof message === "string") expect(body.userMessage).toContain(message);
    else expect(body.userMessage).toMatch(message);
    expect(await countRows(database.db)).toEqual(before);
  });

  test("the message follows the caller's language", async () => {
    const body = await (await send({ ...validPayload({ PostalAreaId: brussels }), ServiceId: 999 }, {}, "?lang=nl")).json();
    expect(body.userMessage).toBe("Deze dienst bestaat niet of wordt niet meer aangeboden. Kies een andere dienst.");
  });

  test("bad JSON, a wrong content type (also one that mentions JSON in a parameter) and an empty body are 400 envelopes", async () => {
    for (const [body, type] of [
      ["{not json", "application/json"],
      ["", "application/json"],
      [JSON.stringify(validPayload()), "text/plain"],
      // JSON named only in a parameter: a type a browser sends cross-site without asking first.
      [JSON.stringify(validPayload()), "text/plain; x=application/json"],
    ] as const) {
      const response = await request("/api/homeproject/addproject", { method: "POST", headers: { "content-type": type }, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ isError: true, data: null });
    }
  });

  test("no reply echoes the personal data it was sent", async () => {
    const marker = "Zyxwvutsrqponm";
    const response = await send({ ...validPayload({ PostalAreaId: brussels, CustomerLastName: marker }), ServiceId: "bad" });
    expect(await response.text()).not.toContain(marker);
  });

  test("20 concurrent sends with one idempotency key create exactly one project", async () => {
    const before = await countRows(database.db);
    const key = crypto.randomUUID();
    const replies = await Promise.all(Array.from({ length: 20 }, () => send(validPayload({ PostalAreaId: brussels }), { "idempotency-key": key })));
    const bodies = await Promise.all(replies.map((r) => r.json()));
    const ids = bodies.map((b) => b.data);
    if (new Set(ids).size !== 1) console.log(JSON.stringify(bodies.filter((b) => b.isError)));
    expect(new Set(ids).size).toBe(1);
    const after = await countRows(database.db);
    expect(after.projects).toBe(before.projects + 1);
    expect(after.answers).toBe(before.answers + 3);
  });

  test("a filled honeypot stores nothing and still answers as a success", async () => {
    const before = await countRows(database.db);
    const body = await (await send(validPayload({ PostalAreaId: brussels, Website: "http://spam.example" }))).json();
    expect(body.isError).toBe(false);
    expect(await countRows(database.db)).toEqual(before);
  });

  test("property: generated payloads never cause a 5xx, and an invalid one never writes a row", async () => {
    const textish = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("", " ", "+32 470 00 00 00", "a@b.be", "Ŝtéphane", "<script>", "'; drop table x;--"),
    );
    const anyValue = fc.oneof(textish, fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));
    const payload = fc.record(
      {
        ServiceId: fc.oneof(fc.integer({ min: -5, max: 40 }), anyValue),
        PostalAreaId: fc.oneof(fc.constant(brussels), fc.integer(), anyValue),
        IsInsurerCustomer: fc.oneof(fc.boolean(), anyValue),
        CustomerLastName: textish,
        CustomerName: textish,
        CustomerGSM: textish,
        CustomerEmail: textish,
        CustomerStreetHouseNumber: textish,
        CustomerPrivacyAccepted: fc.oneof(fc.boolean(), anyValue),
        CustomerLanguage: fc.oneof(fc.constantFrom("fr", "nl", "de"), anyValue),
        Answers: fc.oneof(
          fc.array(fc.record({ QuestionId: fc.integer({ min: 0, max: 10 }), AnswerIds: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 3 }) }), {
            maxLength: 4,
          }),
          anyValue,
        ),
      },
      { requiredKeys: [] },
    );
    const before = await countRows(database.db);
    let created = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (generated) => {
        const response = await send(generated as Partial<AddProjectInput>);
        expect(response.status).toBeLessThan(500);
        const body = await response.json();
        expect(typeof body.isError).toBe("boolean");
        if (!body.isError) created++;
      }),
      { numRuns: 150, seed: 20261121 },
    );
    const after = await countRows(database.db);
    expect(after.projects - before.projects).toBe(created);
  }, 120_000);
});

function any_number() {
  return expect.any(Number);
}
