import type { Language } from "@/shared/catalog-types";

/**
 * The browser's first French or Dutch in an `Accept-Language` header, by weight then order, else
 * French: how a page or reply a person reads without choosing chooses its language
 * (docs/product/seo.md, docs/product/sign-in.md).
 */
export function languageFromAcceptLanguage(acceptLanguage: string | null): Language {
  const preferred = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
      const q = Number(params.find((param) => param.startsWith("q="))?.slice(2) ?? 1);
      return { language: tag.slice(0, 2), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of preferred) if (language === "fr" || language === "nl") return language;
  return "fr";
}
