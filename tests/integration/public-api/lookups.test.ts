import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { services } from "@/server/db/schema";
import { invalidateCatalogCache } from "@/server/domain/catalog/service";
import type { ApiCategory, ApiPostalArea } from "@/shared/api-types";
import type { Envelope } from "@/shared/envelope";
import { createTestApp } from "../../support/app";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { seedForApi } from "../../support/fixtures";
import { hasSharedData } from "../../support/shared-data";
import { waitFor } from "../../support/wait";

describe(`public lookups on ${testDriver}`, () => {
  let database: TestDatabase;
  let request: (path: string, init?: RequestInit) => Promise<Response>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db, { allPostalAreas: true });
    ({ request } = await createTestApp(database));
    // Every postal area, then the places linked over them: longer than the default on a loaded machine.
  }, 60_000);
  afterAll(() => database.dispose());

  const get = async <T>(path: string) => {
    const response = await request(path);
    expect(response.headers.get("content-type")).toContain("application/json");
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };

  test("getallactive: active categories → sub-categories → services → questions → answers", async () => {
    const { status, body } = await get<ApiCategory[]>("/api/servicecategory/getallactive");
    expect(status).toBe(200);
    expect(body.isError).toBe(false);
    expect(body.data.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    const subIds = body.data.flatMap((c) => c.serviceSubCategories.map((s) => s.id));
    expect(subIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13]);
    const boiler = body.data[0]?.serviceSubCategories[1]?.services[0];
    expect(boiler?.code).toBe("central-heating-boiler");
    expect(boiler?.serviceQuestions.map((q) => [q.question.questionCode, q.question.answerType])).toEqual([
      ["type-of-work", "radio"],
      ["heating-fuel", "radio"],
      ["house-age", "radio"],
    ]);
    expect(boiler?.serviceQuestions[0]?.question.answers[0]).toEqual({ id: 1, questionId: 1, answerCode: "type-of-work.repair" });
  });

  test("getallactive follows a change of the catalogue in the database, without a restart", async () => {
    // The cached copy is dropped by the database's change notification (docs/operations/scaling-out.md).
    const subCategoriesOfFirst = async () =>
      (await get<ApiCategory[]>("/api/servicecategory/getallactive")).body.data[0]?.serviceSubCategories.map((s) => s.id) ?? [];
    expect(await subCategoriesOfFirst()).toContain(2);
    await database.db.update(services).set({ isActive: false }).where(eq(services.id, 3));
    // Sub-category 2 had only service 3: it disappears with it.
    await waitFor(async () => !(await subCategoriesOfFirst()).includes(2), 10_000, "the catalogue change seen by the route");
    await database.db.update(services).set({ isActive: true }).where(eq(services.id, 3));
    await waitFor(async () => (await subCategoriesOfFirst()).includes(2), 10_000, "the catalogue change seen by the route");
    invalidateCatalogCache(database.db);
  });

  test("servicesubcategory/getbyid: code, name, services; an unknown id, or one not written in digits, → isError with a message", async () => {
    const found = await get<{ code: string; services: { id: number; code: string }[] }>("/api/servicesubcategory/getbyid?id=9");
    expect(found.body.isError).toBe(false);
    expect(found.body.data.code).toBe("electricity");
    expect(found.body.data.services.map((s) => s.id)).toEqual([17, 18, 19]);
    // An id is digits only: what `Number` would read as 9 is no id either (idFromText, docs/product/validation.md).
    for (const id of ["999", "12", "abc", "", "-1", "1.5", "0x9", "9e0", "%2B9", "%209%20", "9.0", "0b1001"]) {
      const missing = await get<null>(`/api/servicesubcategory/getbyid?id=${id}`);
      expect(missing.status).toBe(200);
      expect(missing.body).toEqual({ isError: true, userMessage: expect.stringContaining("service"), data: null });
    }
    const nl = await get<null>("/api/servicesubcategory/getbyid?id=999&lang=nl");
    expect(nl.body.userMessage).toBe("Dit soort dienst bestaat niet of wordt niet meer aangeboden.");
  });

  test("postal areas of a postcode; anything else is an empty list", async () => {
    const { body } = await get<ApiPostalArea[]>("/api/postalarea/getpostalareabypostalcode?postCode=8300");
    expect(body.isError).toBe(false);
    expect(body.data.map((a) => a.cityPostalArea)).toEqual(["Knokke", "Knokke-Heist", "Westkapelle"]);
    expect(body.data[0]).toEqual({ id: expect.any(Number), city: "Knokke-Heist", postCode: "8300", cityPostalArea: "Knokke", otherName: null });
    for (const bad of ["83", "83000", "abcd", "", "8300'--", "%20"]) {
      const empty = await get<ApiPostalArea[]>(`/api/postalarea/getpostalareabypostalcode?postCode=${encodeURIComponent(bad)}`);
      expect(empty.body).toEqual({ isError: false, userMessage: null, data: [] });
    }
    const none = await get<ApiPostalArea[]>("/api/postalarea/getpostalareabypostalcode");
    expect(none.body.data).toEqual([]);
  });

  test.skipIf(!hasSharedData)("every real postcode is known after the import", async () => {
    const { body } = await get<ApiPostalArea[]>("/api/postalarea/getpostalareabypostalcode?postCode=6220");
    expect(body.data.map((a) => a.cityPostalArea)).toEqual(["Fleurus", "Heppignies", "Lambusart", "Wangenies"]);
  });

  test("an unknown api path is a 404 envelope", async () => {
    const response = await request("/api/nothing/here");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ isError: true, data: null });
  });
});
