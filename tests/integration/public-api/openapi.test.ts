import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTestApp } from "../../support/app";
import { createTestDatabase, type TestDatabase } from "../../support/database";

// Runs on PGlite only: the OpenAPI document is built from the routes and schemas; the database is there because the app needs one.

let database: TestDatabase;
let request: (path: string) => Promise<Response>;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ request } = await createTestApp(database));
});
afterAll(() => database.dispose());

test("the whole public contract and the paged console lists are described at /api/docs, with the creation payload from its zod schema", async () => {
  const doc = await (await request("/api/docs/json")).json();
  expect(Object.keys(doc.paths).sort()).toEqual([
    "/api/homeproject/addfilestoproject",
    "/api/homeproject/addproject",
    "/api/homeproject/correctemail",
    "/api/homeproject/getall",
    "/api/homeproject/getbyproviderid",
    "/api/loginuser/getloginusersbyproviderid",
    "/api/postalarea/getpostalareabypostalcode",
    "/api/provider/getall",
    "/api/provider/getbypostalcodeservicewithhighestscore",
    "/api/servicecategory/getallactive",
    "/api/servicesubcategory/getbyid",
  ]);
  const body = doc.paths["/api/homeproject/addproject"].post.requestBody.content["application/json"].schema;
  expect(body.properties.CustomerEmail.pattern).toContain("@");
  expect(body.required).toContain("CustomerPrivacyAccepted");
  // Every paged list names the one page shape (src/shared/page.ts).
  expect(doc.components.schemas.Page.required).toEqual(["items", "total", "page", "pageSize"]);
  for (const path of ["/api/provider/getall", "/api/loginuser/getloginusersbyproviderid", "/api/homeproject/getall", "/api/homeproject/getbyproviderid"]) {
    expect(doc.paths[path].get.responses["200"].content["application/json"].schema.properties.data.$ref).toBe("#/components/schemas/Page");
  }
  const page = await request("/api/docs");
  expect(page.headers.get("content-type")).toContain("text/html");
  expect(await page.text()).toContain("POST /api/homeproject/addproject");
});
