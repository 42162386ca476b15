/**
 * What a public page's <head> tells search engines and shared links, in the page's language
 * (docs/product/seo.md): description, canonical address, the address in each language, Open
 * Graph and structured data (schema.org JSON-LD).
 */
import type { ApiCategory, ApiSubCategory } from "@/shared/api-types";
import type { Language } from "@/shared/catalog-types";
import { i18nObject } from "@/shared/i18n/i18n-util";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";
import { categorySlugs } from "@/client/pages/public/home/active-category";
import { catalogText } from "@/client/i18n/catalog-text";
import { hreflangOf, languagePath, languages, type PublicPage, publicPageOf } from "@/client/i18n/language-urls";
import { escapeHtml } from "../html-escape";

loadAllLocales();

/** The image a shared link shows (public/og-image.png, 1200 × 630). */
export const ogImagePath = "/og-image.png";

export interface PageHeadInput {
  /** The address asked for (a language address or one of today's). */
  path: string;
  language: Language;
  catalog: ApiCategory[];
  /** The site's public origin, e.g. https://services.example.be (no trailing slash). */
  origin: string;
  insurerName: string;
  /** The document title the page set while rendering, if any. */
  pageTitle?: string;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  jsonLd: Record<string, unknown>[];
}

/** The page whose address is canonical: the wizard with a preselection is the wizard's entry. */
function canonicalPage(page: PublicPage): PublicPage {
  return page.kind === "wizard" ? { kind: "wizard", rest: "/newproject" } : page;
}

function categoryOfIndex(catalog: ApiCategory[], index: number): ApiCategory | undefined {
  const slug = categorySlugs[index]?.fr;
  return catalog.find((category) => category.slugFr === slug);
}

/** The category page index of a catalogue category, or null when it has no page of its own. */
function indexOfCategory(category: ApiCategory): number | null {
  const index = categorySlugs.findIndex((slug) => slug.fr === category.slugFr);
  return index < 0 ? null : index;
}

function findSubCategory(catalog: ApiCategory[], id: string): { category: ApiCategory; subCategory: ApiSubCategory } | null {
  for (const category of catalog) {
    const subCategory = category.serviceSubCategories.find((s) => String(s.id) === id);
    if (subCategory) return { category, subCategory };
  }
  return null;
}

/** The head of a public page, or null for an address that is no public page. */
export function pageHead(input: PageHeadInput): PageHead | null {
  const found = publicPageOf(input.path);
  if (!found) return null;
  const page = canonicalPage(found);
  const { language, catalog, origin } = input;
  const LL = i18nObject(language);
  const url = (p: PublicPage, lang: Language) => `${origin}${languagePath(p, lang)}`;
  const canonical = url(page, language);
  const alternates = [...languages.map((lang) => ({ hreflang: hreflangOf[lang], href: url(page, lang) })), { hreflang: "x-default", href: url(page, "fr") }];
  const documentTitle = (text: string) => LL.common.documentTitle({ page: text });
  const homeCrumb = { name: LL.home.pageName(), item: url({ kind: "home" }, language) };
  const breadcrumbs = (items: { name: string; item: string }[]) => ({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((entry, i) => ({ "@type": "ListItem", position: i + 1, name: entry.name, item: entry.item })),
  });
  let title: string = input.pageTitle ?? documentTitle(LL.common.brand());
  let description: string;
  const jsonLd: Record<string, unknown>[] = [];
  switch (page.kind) {
    case "home": {
      title = documentTitle(LL.seo.homeTitle());
      description = LL.seo.homeDescription();
      const f = LL.home.faq;
      const faq = [
        [f.q1(), f.a1()],
        [f.q2(), f.a2()],
        [f.q3(), f.a3()],
        [f.q4(), f.a4()],
        [f.q5(), f.a5()],
      ];
      jsonLd.push({
        "@context": "https://schema.org",
        "@type": "FAQPage",
        inLanguage: hreflangOf[language],
        mainEntity: faq.map(([question, answer]) => ({ "@type": "Question", name: question, acceptedAnswer: { "@type": "Answer", text: answer } })),
      });
      break;
    }
    case "category": {
      const category = categoryOfIndex(catalog, page.index);
      const name = category ? catalogText(language, "category", category.code) : LL.seo.homeTitle();
      title = documentTitle(name);
      description = category ? LL.seo.categoryDescription({ intro: catalogText(language, "category", category.code, "intro") }) : LL.seo.homeDescription();
      jsonLd.push(breadcrumbs([homeCrumb, { name, item: canonical }]));
      break;
    }
    case "service": {
      const entry = findSubCategory(catalog, page.subCategoryId);
      if (!entry) return null;
      const { category, subCategory } = entry;
      const name = catalogText(language, "subcategory", subCategory.code, "name");
      title = documentTitle(name);
      description = catalogText(language, "subcategory", subCategory.code, "intro");
      const categoryIndex = indexOfCategory(category);
      const crumbs: { name: string; item: string }[] = [homeCrumb];
      if (categoryIndex !== null)
        crumbs.push({ name: catalogText(language, "category", category.code), item: url({ kind: "category", index: categoryIndex }, language) });
      crumbs.push({ name, item: canonical });
      jsonLd.push(breadcrumbs(crumbs));
      jsonLd.push({
        "@context": "https://schema.org",
        "@type": "Service",
        name,
        description,
        url: canonical,
        inLanguage: hreflangOf[language],
        serviceType: catalogText(language, "category", category.code),
        areaServed: { "@type": "Country", name: LL.seo.areaServed() },
        provider: { "@type": "Organization", name: input.insurerName, url: `${origin}/` },
        hasOfferCatalog: {
          "@type": "OfferCatalog",
          name,
          itemListElement: subCategory.services.map((service) => ({
            "@type": "Offer",
            itemOffered: { "@type": "Service", name: catalogText(language, "service", service.code) },
          })),
        },
      });
      break;
    }
    case "wizard":
      title = documentTitle(LL.seo.wizardTitle());
      description = LL.seo.wizardDescription();
      break;
    case "privacy":
      description = LL.seo.privacyDescription();
      break;
    case "cookies":
      description = LL.seo.cookiesDescription();
      break;
    case "cookieSettings":
      description = LL.seo.cookieSettingsDescription();
      break;
  }
  return { title, description, canonical, alternates, noindex: page.kind === "cookieSettings", jsonLd };
}

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The head's tags as HTML (the <title> apart: the document has one already). */
export function pageHeadHtml(head: PageHead, language: Language, origin: string): string {
  const LL = i18nObject(language);
  const attr = escapeHtml;
  const ogLocale = (lang: Language) => hreflangOf[lang].replace("-", "_");
  const tags = [
    `<meta name="description" content="${attr(head.description)}">`,
    head.noindex ? `<meta name="robots" content="noindex">` : "",
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${attr(a.hreflang)}" href="${attr(a.href)}">`),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${attr(LL.common.brand())}">`,
    `<meta property="og:title" content="${attr(head.title)}">`,
    `<meta property="og:description" content="${attr(head.description)}">`,
    `<meta property="og:url" content="${attr(head.canonical)}">`,
    `<meta property="og:locale" content="${ogLocale(language)}">`,
    ...languages.filter((l) => l !== language).map((l) => `<meta property="og:locale:alternate" content="${ogLocale(l)}">`),
    `<meta property="og:image" content="${attr(`${origin}${ogImagePath}`)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${attr(LL.seo.imageAlt())}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join("");
}
