import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTestApp } from "../../support/app";
import { createTestDatabase, type TestDatabase } from "../../support/database";

let database: TestDatabase;
let request: (path: string) => Promise<Response>;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ request } = await createTestApp(database));
});
afterAll(() => database.dispose());

test("the whole public contract is described at /api/docs, with the creation payload from its zod schema", async () => {
  const doc = await (await request("/api/docs/json")).json();
  expect(Object.keys(doc.paths).sort()).toEqual([
    "/api/homeproject/addfilestoproject",
    "/api/homeproject/addproject",
    "/api/postalarea/getpostalareabypostalcode",
    "/api/provider/getbypostalcodeservicewithhighestscore",
    "/api/servicecategory/getallactive",
    "/api/servicesubcategory/getbyid",
  ]);
  const body = doc.paths["/api/homeproject/addproject"].post.requestBody.content["application/json"].schema;
  expect(body.properties.CustomerEmail.pattern).toContain("@");
  expect(body.required).toContain("CustomerPrivacyAccepted");
  const page = await request("/api/docs");
  expect(page.headers.get("content-type")).toContain("text/html");
  expect(await page.text()).toContain("POST /api/homeproject/addproject");
});
