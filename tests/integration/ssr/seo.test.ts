import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { createTestApp } from "../../support/app";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { seedForApi } from "../../support/fixtures";

/** What a search engine reads of a page: its head's tags and the visible text. */
interface ReadPage {
  status: number;
  lang: string | undefined;
  robotsHeader: string | null;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  alternates: Map<string, string>;
  metaRobots: string | undefined;
  og: Map<string, string>;
  jsonLd: { "@type": string; [key: string]: unknown }[];
  text: string;
}

const decode = (s: string) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))).replace(/&amp;/g, "&");
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1] as string) : undefined;
};

describe(`found by search in both languages on ${testDriver}`, () => {
  let database: TestDatabase;
  let request: (path: string, init?: RequestInit) => Promise<Response>;
  const origin = "https://services.example.be";
  const insurer = "Assureur Exemple SA";

  async function read(path: string, headers: Record<string, string> = {}): Promise<ReadPage> {
    const response = await request(path, { headers });
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    const tags = [...head.matchAll(/<(meta|link)\s[^>]*>/g)].map((m) => m[0]);
    const alternates = new Map<string, string>();
    for (const tag of tags.filter((t) => attr(t, "rel") === "alternate")) alternates.set(attr(tag, "hreflang") ?? "", attr(tag, "href") ?? "");
    const og = new Map<string, string>();
    for (const tag of tags) {
      const property = attr(tag, "property");
      if (property?.startsWith("og:")) og.set(property, attr(tag, "content") ?? "");
    }
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf("</body>"));
    return {
      status: response.status,
      lang: /<html lang="([^"]+)"/.exec(html)?.[1],
      robotsHeader: response.headers.get("x-robots-tag"),
      title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
      description: tags.filter((t) => attr(t, "name") === "description").map((t) => attr(t, "content"))[0],
      canonical: tags.filter((t) => attr(t, "rel") === "canonical").map((t) => attr(t, "href"))[0],
      alternates,
      metaRobots: tags.filter((t) => attr(t, "name") === "robots").map((t) => attr(t, "content"))[0],
      og,
      jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] as string)),
      text: root
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " "),
    };
  }

  let sitemap: string[] = [];
  const pages = new Map<string, ReadPage>();

  beforeAll(async () => {
    // The server renders into the built index.html.
    if (!existsSync(resolve(import.meta.dir, "../../../dist/client/index.html"))) {
      const build = Bun.spawnSync(["bun", "run", "build"], { cwd: resolve(import.meta.dir, "../../..") });
      if (build.exitCode !== 0) throw new Error(build.stderr.toString());
    }
    database = await createTestDatabase();
    await seedForApi(database.db);
    ({ request } = await createTestApp(database, { client: "dist", env: { PUBLIC_URL: origin, INSURER_NAME: insurer } }));
    const xml = await (await request("/sitemap.xml")).text();
    sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
    for (const url of sitemap) pages.set(url, await read(url.slice(origin.length)));
    // Every page of the site is rendered once here: slow on a loaded machine.
  }, 180_000);
  afterAll(() => database.dispose());

  test("the sitemap lists every public page in both languages, from the catalogue", () => {
    expect(sitemap).toContain(`${origin}/fr/`);
    expect(sitemap).toContain(`${origin}/nl/`);
    expect(sitemap).toContain(`${origin}/fr/chauffage-climatisation`);
    expect(sitemap).toContain(`${origin}/nl/verwarming-verkoeling`);
    expect(sitemap).toContain(`${origin}/nl/service/9`);
    expect(sitemap).toContain(`${origin}/fr/newproject`);
    expect(sitemap).toContain(`${origin}/nl/privacypolicy`);
    expect(sitemap).toContain(`${origin}/fr/cookiepolicy`);
    expect(sitemap.filter((u) => /\/service\/\d+$/.test(u)).length).toBeGreaterThanOrEqual(2 * 12);
    expect(new Set(sitemap).size).toBe(sitemap.length);
  });

  test("every address of the sitemap answers 200 in its own language, with no cookie and no Accept-Language", () => {
    for (const [url, page] of pages) {
      const language = url.slice(origin.length).startsWith("/nl/") ? "nl-BE" : "fr-BE";
      expect({ url, status: page.status, lang: page.lang, robots: page.robotsHeader ?? page.metaRobots ?? null }).toEqual({
        url,
        status: 200,
        lang: language,
        robots: null,
      });
    }
  });

  test("each has a title, a description, its own canonical address and three alternates that exist and point back", () => {
    for (const [url, page] of pages) {
      expect(page.title?.length ?? 0).toBeGreaterThan(10);
      expect(page.description?.length ?? 0).toBeGreaterThan(40);
      expect(page.canonical).toBe(url);
      expect([...page.alternates.keys()].sort()).toEqual(["fr-BE", "nl-BE", "x-default"]);
      expect(page.alternates.get(url.slice(origin.length).startsWith("/nl/") ? "nl-BE" : "fr-BE")).toBe(url);
      expect(page.alternates.get("x-default")).toBe(page.alternates.get("fr-BE"));
      for (const href of page.alternates.values()) {
        const other = pages.get(href);
        expect(other, href).toBeDefined();
        expect([...(other?.alternates.values() ?? [])]).toContain(url);
      }
      expect(page.og.get("og:url")).toBe(url);
      expect(page.og.get("og:title")).toBe(page.title);
      expect(page.og.get("og:description")).toBe(page.description);
      expect(page.og.get("og:locale")).toBe(page.lang?.replace("-", "_"));
      expect(page.og.get("og:image")).toBe(`${origin}/og-image.png`);
    }
  });

  test("the Dutch and French versions of a page differ in text, title and description", () => {
    for (const [url, page] of pages) {
      if (!url.startsWith(`${origin}/fr/`)) continue;
      const dutch = pages.get(page.alternates.get("nl-BE") ?? "");
      expect(dutch?.text).not.toBe(page.text);
      expect(dutch?.title).not.toBe(page.title);
      expect(dutch?.description).not.toBe(page.description);
    }
  });

  test("a service page describes itself from its own text, with Service and BreadcrumbList data", async () => {
    const page = pages.get(`${origin}/nl/service/9`);
    expect(page?.title).toBe("Elektriciteit | Diensten aan huis");
    const types = page?.jsonLd.map((d) => d["@type"]).sort();
    expect(types).toEqual(["BreadcrumbList", "Service"]);
    const service = page?.jsonLd.find((d) => d["@type"] === "Service") as unknown as {
      name: string;
      description: string;
      areaServed: unknown;
      provider: unknown;
      hasOfferCatalog: { itemListElement: unknown[] };
    };
    expect(service.name).toBe("Elektriciteit");
    expect(service.description).toBe(page?.description ?? "");
    expect(service.areaServed).toEqual({ "@type": "Country", name: "België" });
    expect(service.provider).toMatchObject({ "@type": "Organization", name: insurer });
    expect(service.hasOfferCatalog.itemListElement.length).toBeGreaterThan(0);
    const crumbs = page?.jsonLd.find((d) => d["@type"] === "BreadcrumbList") as unknown as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual([`${origin}/nl/`, `${origin}/nl/afwerking-electriciteit`, `${origin}/nl/service/9`]);
  });

  test("the home page holds its questions as FAQPage data; a category page its breadcrumb", () => {
    const home = pages.get(`${origin}/fr/`);
    expect(home?.jsonLd.map((d) => d["@type"])).toEqual(["FAQPage"]);
    const faq = home?.jsonLd[0] as unknown as { mainEntity: { name: string }[] };
    expect(faq.mainEntity).toHaveLength(5);
    expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
    // The page text has its spaces folded (no-break ones included, docs/product/language.md).
    expect(home?.text).toContain((faq.mainEntity[0]?.name ?? "none").replace(/\s+/g, " "));
    const category = pages.get(`${origin}/fr/chauffage-climatisation`);
    expect(category?.title).toStartWith("Chauffage et climatisation");
    expect(category?.jsonLd.map((d) => d["@type"])).toEqual(["BreadcrumbList"]);
  });

  test("today's addresses keep answering in the visitor's language and name their language address as canonical", async () => {
    const french = await read("/service/9");
    expect(french.lang).toBe("fr-BE");
    expect(french.canonical).toBe(`${origin}/fr/service/9`);
    const dutch = await read("/service/9", { "accept-language": "nl-BE,nl;q=0.9" });
    expect(dutch.lang).toBe("nl-BE");
    expect(dutch.canonical).toBe(`${origin}/nl/service/9`);
    expect((await read("/nl")).canonical).toBe(`${origin}/nl/`);
    expect((await read("/verwarming-verkoeling")).canonical).toBe(`${origin}/nl/verwarming-verkoeling`);
    expect((await read("/", { "accept-language": "nl" })).canonical).toBe(`${origin}/nl/`);
    expect((await read("/newproject/9", { "accept-language": "nl" })).canonical).toBe(`${origin}/nl/newproject`);
    // A language address wins over the visitor's language.
    expect((await read("/fr/service/9", { "accept-language": "nl" })).lang).toBe("fr-BE");
    // Only that language's slugs behind a prefix.
    expect((await read("/fr/verwarming-verkoeling")).canonical).toBeUndefined();
  });

  test("consoles, sign-in, status links, the API and the cookie settings are not indexed", async () => {
    for (const path of [
      "/login",
      "/login/landingpage",
      "/network",
      "/network/providerlist",
      "/provider/homeprojectlist",
      "/projectstatus/abc",
      "/api/servicecategory/getallactive",
      "/nowhere",
    ]) {
      expect({ path, robots: (await request(path)).headers.get("x-robots-tag") }).toEqual({ path, robots: "noindex" });
    }
    const settings = await read("/fr/cookiesettings");
    expect(settings.metaRobots).toBe("noindex");
    expect(settings.robotsHeader).toBe("noindex");
  });

  test("robots.txt names the sitemap and keeps the private addresses out", async () => {
    const robots = await (await request("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ["/api", "/network", "/provider", "/login", "/projectstatus"]) expect(robots).toContain(`Disallow: ${path}\n`);
  });
});
