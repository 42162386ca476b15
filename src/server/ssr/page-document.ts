import { ssrStateElementId, serializeSsrState } from "@/client/ssr/ssr-state";
import { escapeHtml } from "../html-escape";
import { consentScript } from "./consent-script";
import type { RenderedPage } from "./render-page";

/** The built index.html with a rendered page in it (or unchanged, for pages the browser renders alone). */
export function pageDocument(template: string, page: RenderedPage | null): string {
  if (!page) return template;
  let html = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.state.language === "nl" ? "nl-BE" : "fr-BE"}"`)
    .replace("</head>", () => `${page.head ?? ""}<script>${consentScript}</script></head>`)
    .replace(
      '<div id="root"></div>',
      // Functions, not strings: a "$&" in the page must stay as it is.
      () => `<div id="root">${page.html}</div><script type="application/json" id="${ssrStateElementId}">${serializeSsrState(page.state)}</script>`,
    );
  const title = page.title;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  return html;
}
