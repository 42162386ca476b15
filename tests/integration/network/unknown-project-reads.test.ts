import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { customerControlSummary } from "@/server/domain/customer-controls/summary";
import type { Browser } from "../../support/browser";
import { signIn } from "../../support/browser";
import { type TestDatabase, testDriver } from "../../support/database";
import { postalAreaId } from "../../support/fixtures";
import { startTestServer } from "../../support/server";
import { trpcData, trpcError, trpcQueryPath } from "../../support/trpc";
import { insertProject, networkTestDatabase } from "./support";

/**
 * The network's reads of one project's own lists and facts (notes, history, rejections, the
 * customer's controls and rating): an id no project has is tRPC NOT_FOUND with "this project
 * cannot be found" in the caller's language, like `network.projects.get` (docs/product/api-contract.md);
 * a project that exists but has nothing to show still answers its empty list or null.
 */
describe(`the network's project reads and an unknown project on ${testDriver}`, () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let network: Browser;
  let quiet: number;
  const unknown = 1_999_999;

  beforeAll(async () => {
    database = await networkTestDatabase();
    server = await startTestServer(database);
    network = (await signIn(server.origin, "network@example.com")).browser;
    // Inserted as it is: no note, no audit event, no rejection, no rating.
    quiet = await insertProject(database.db, { postalAreaId: await postalAreaId(database.db, "1000", "Bruxelles") });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const reads = (id: number): [string, unknown][] => [
    ["network.customerControls.summary", { projectId: id }],
    ["network.customerControls.projectRating", { projectId: id }],
    ["network.projects.notes", { id }],
    ["network.projects.history", { id, page: 1 }],
    ["network.projects.rejects", { id, page: 1 }],
  ];
  const query = (path: string, input: unknown, language: "fr" | "nl") => network.fetch(trpcQueryPath(path, input), { headers: { "x-language": language } });

  test("an unknown project id is NOT_FOUND (404) with 'Ce projet est introuvable.' / 'Dit project werd niet gevonden.'", async () => {
    const messages = { fr: "Ce projet est introuvable.", nl: "Dit project werd niet gevonden." } as const;
    const answered = [];
    const expected = [];
    for (const [path, input] of reads(unknown)) {
      for (const language of ["fr", "nl"] as const) {
        const response = await query(path, input, language);
        // A 200 holds no error: compared as such, so that a failure shows what each call answered.
        const error = response.ok ? undefined : await trpcError(response);
        answered.push({ path, language, status: response.status, code: error?.data.code, message: error?.message });
        expected.push({ path, language, status: 404, code: "NOT_FOUND", message: messages[language] });
      }
    }
    expect(answered).toEqual(expected);
  });

  test("a project that exists with nothing to show answers as before: empty lists, no rating, its controls", async () => {
    const answers: Record<string, unknown> = {};
    for (const [path, input] of reads(quiet)) {
      const response = await query(path, input, "fr");
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      answers[path] = await trpcData(response);
    }
    const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };
    expect(answers).toEqual({
      "network.customerControls.summary": await customerControlSummary(database.db, { kind: "network" }, quiet, new Date()),
      "network.customerControls.projectRating": null,
      "network.projects.notes": [],
      "network.projects.history": emptyPage,
      "network.projects.rejects": emptyPage,
    });
    expect(answers["network.customerControls.summary"]).toMatchObject({ withdrawnByCustomer: false, personalDataErasedAt: null });
  });
});
