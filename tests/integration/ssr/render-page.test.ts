import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { ssrStateElementId } from "@/client/ssr/ssr-state";
import { pageDocument } from "@/server/ssr/page-document";
import { createPageRenderer } from "@/server/ssr/page-renderer";
import { renderPublicPage } from "@/server/ssr/render-page";
import { getActiveCatalog } from "@/server/domain/catalog/service";
import { silentLogger } from "@/server/logger";
import type { ApiCategory } from "@/shared/api-types";
import { createTestApp } from "../../support/app";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { seedForApi } from "../../support/fixtures";

const template = '<!doctype html><html lang="fr"><head><title>Services</title></head><body><div id="root"></div></body></html>';

describe(`public pages rendered by the server on ${testDriver}`, () => {
  let database: TestDatabase;
  let handle: (request: Request) => Promise<Response>;
  let apiCalls: string[];
  const transport = (input: string, init?: RequestInit) => {
    apiCalls.push(input);
    return handle(new Request(new URL(input, "http://localhost"), init));
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    const { app } = await createTestApp(database);
    handle = (request) => app.handle(request);
  }, 60_000);
  afterAll(() => database.dispose());

  test("the home page in Dutch: categories from the database, texts from the dictionary, its data handed over", async () => {
    apiCalls = [];
    const page = await renderPublicPage("/", "nl", { transport, meta: {} });
    expect(page).not.toBeNull();
    expect(apiCalls).toEqual(["/api/servicecategory/getallactive?lang=nl"]);
    expect(page!.html).toContain("Verwarming");
    expect(page!.html).toContain('id="category-3"');
    expect(page!.title).toContain("Een betrouwbare vakman");
    const queries = page!.state.queries.queries;
    expect(queries.map((q) => q.queryKey)).toEqual([["servicecategory/getallactive", "nl"]]);
    expect((queries[0]?.state.data as ApiCategory[] | undefined)?.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  test("a service page has its sub-category; the privacy policy names the configured insurer in the page's language", async () => {
    apiCalls = [];
    const service = await renderPublicPage("/service/9", "fr", { transport, meta: {} });
    expect(apiCalls).toEqual(["/api/servicesubcategory/getbyid?id=9&lang=fr"]);
    expect(service!.title).toContain("Électricité");
    expect(service!.html).toContain('role="tab"');
    const meta = { "insurer-name": "Assureur <Test> SA", "insurer-name-nl": "Verzekeraar <Test> NV" };
    const policy = await renderPublicPage("/privacypolicy", "nl", { transport, meta });
    expect(policy!.html).toContain("Verzekeraar &lt;Test&gt; NV");
    expect(policy!.html).not.toContain("Assureur");
    const french = await renderPublicPage("/privacypolicy", "fr", { transport, meta });
    expect(french!.html).toContain("Assureur &lt;Test&gt; SA");
    expect(french!.html).not.toContain("Verzekeraar");
    // Without a Dutch name the French one serves both.
    expect((await renderPublicPage("/privacypolicy", "nl", { transport, meta: { "insurer-name": "Assureur <Test> SA" } }))!.html).toContain(
      "Assureur &lt;Test&gt; SA",
    );
  });

  test("what only the browser knows is rendered as for a first visit: the wizard guarded, the consent banner open", async () => {
    const wizard = await renderPublicPage("/newproject", "fr", { transport, meta: {} });
    expect(wizard!.html).toContain('class="hs-hydrating"');
    expect(wizard!.html).toContain('aria-busy="true"');
    expect(wizard!.html).toContain("hs-consent");
  });

  test("a failed api/ call renders nothing: the browser renders that page itself", async () => {
    const failing = async () => new Response("unavailable", { status: 503 });
    expect(await renderPublicPage("/", "fr", { transport: failing, meta: {} })).toBeNull();
  });

  test("the renderer keeps each page per language until the catalogue changes", async () => {
    let calls = 0;
    let catalog = getActiveCatalog(database.db);
    const renderer = createPageRenderer({
      handle: (request) => {
        calls++;
        return handle(request);
      },
      catalog: () => catalog,
      meta: {},
      logger: silentLogger,
      origin: "http://localhost",
      insurerName: { fr: "Assureur Test SA", nl: "Verzekeraar Test NV" },
    });
    const request = (path: string, acceptLanguage: string) => new Request(`http://localhost${path}`, { headers: { "accept-language": acceptLanguage } });
    const first = await renderer(request("/", "nl-BE"));
    expect(first?.state.language).toBe("nl");
    expect(await renderer(request("/", "nl-BE,nl;q=0.9"))).toBe(first);
    expect(calls).toBe(1);
    expect((await renderer(request("/", "fr-BE")))?.state.language).toBe("fr");
    expect(calls).toBe(2);
    expect(await renderer(request("/network", "fr-BE"))).toBeNull();
    expect(await renderer(request("/service/999", "fr-BE"))).toBeNull();
    catalog = Promise.resolve(await catalog);
    const again = await renderer(request("/", "nl-BE"));
    expect(again).not.toBe(first);
    expect(calls).toBe(3);
  });

  test("the document: language, title, page and state in place; nothing in the data can close the script or be read as a pattern", () => {
    const document = pageDocument(template, {
      html: "<main>$& $' prix</main>",
      title: 'Accueil "<b>"',
      state: {
        language: "nl",
        queries: { mutations: [], queries: [{ queryKey: ["x"], queryHash: '["x"]', state: { data: "</script><script>alert(1)</script>" } } as never] },
      },
    });
    expect(document).toContain('<html lang="nl-BE"');
    expect(document).toContain("<title>Accueil &quot;&lt;b&gt;&quot;</title>");
    expect(document).toContain("<main>$& $' prix</main>");
    expect(document).not.toContain("</script><script>alert(1)");
    const state = document.match(new RegExp(`<script type="application/json" id="${ssrStateElementId}">(.*?)</script>`))?.[1] ?? "";
    expect(JSON.parse(state).queries.queries[0].state.data).toBe("</script><script>alert(1)</script>");
    expect(pageDocument(template, null)).toBe(template);
  });
});
