/**
 * sitemap.xml, robots.txt and which addresses search engines must not index
 * (docs/product/seo.md). The sitemap is built from the active catalogue: a new service
 * sub-category appears in it by itself.
 */
import type { ApiCategory } from "@/shared/api-types";
import { categorySlugs } from "@/client/pages/public/home/active-category";
import { hreflangOf, languagePath, languages, type PublicPage } from "@/client/i18n/language-urls";
import { escapeHtml } from "../html-escape";

/** Every public page that has an address per language, in the order of the site. */
export function indexablePages(catalog: ApiCategory[]): PublicPage[] {
  const pages: PublicPage[] = [{ kind: "home" }];
  categorySlugs.forEach((slug, index) => {
    if (catalog.some((category) => category.slugFr === slug.fr)) pages.push({ kind: "category", index });
  });
  for (const category of catalog) for (const sub of category.serviceSubCategories) pages.push({ kind: "service", subCategoryId: String(sub.id) });
  pages.push({ kind: "wizard", rest: "/newproject" }, { kind: "privacy" }, { kind: "cookies" });
  return pages;
}

export function sitemapXml(catalog: ApiCategory[], origin: string): string {
  const entries: string[] = [];
  for (const page of indexablePages(catalog)) {
    const links = [
      ...languages.map((l) => `<xhtml:link rel="alternate" hreflang="${hreflangOf[l]}" href="${escapeHtml(origin + languagePath(page, l))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + languagePath(page, "fr"))}"/>`,
    ].join("");
    for (const language of languages) entries.push(`<url><loc>${escapeHtml(origin + languagePath(page, language))}</loc>${links}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/** Consoles, sign-in, status links and machine interfaces: never in a search engine. */
const privatePrefixes = ["/api", "/trpc", "/auth", "/dev-idp", "/login", "/network", "/provider", "/projectstatus", "/rating"];

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...privatePrefixes.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** Addresses answered with `X-Robots-Tag: noindex`: the private ones, the cookie settings, not found. */
export function isNoindexPath(path: string): boolean {
  const rest = path.replace(/^\/(fr|nl)(?=\/)/, "");
  if (rest === "/cookiesettings" || rest === "/404") return true;
  return privatePrefixes.some((prefix) => rest === prefix || rest.startsWith(`${prefix}/`));
}
