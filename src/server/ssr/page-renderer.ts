import type { ApiCategory } from "@/shared/api-types";
import type { InsurerNames } from "../insurer-names";
import type { Logger } from "../logger";
import { isolated } from "../observability/request-context";
import { pageHead, pageHeadHtml } from "./page-head";
import { serverRenderedPath, serverRenderLanguage } from "./public-pages";
import { type RenderedPage, renderPublicPage } from "./render-page";

export interface PageRendererDeps {
  /** Answers an api/ request in-process (the app's own handler). */
  handle(request: Request): Promise<Response>;
  /** The active catalogue; a new promise means the catalogue changed and rendered pages are stale. */
  catalog(): Promise<ApiCategory[]>;
  meta: Readonly<Record<string, string | undefined>>;
  logger: Logger;
  /** The site's public origin: canonical and alternate addresses are absolute. */
  origin: string;
  insurerName: InsurerNames;
}

/**
 * Public pages rendered on the server, so that a phone shows the page before any script has run.
 * Each (language, page) is rendered once and kept until the catalogue changes; the set of pages
 * is bounded by the catalogue (see `serverRenderedPath`).
 */
export function createPageRenderer(deps: PageRendererDeps) {
  // Per process: rebuilt from the catalogue, and dropped with it when the catalogue changes
  // anywhere (docs/operations/scaling-out.md#what-is-per-process-and-why-that-is-safe).
  let renderedFor: Promise<ApiCategory[]> | undefined;
  let pages = new Map<string, Promise<RenderedPage | null>>();
  const transport = (input: string, init?: RequestInit) => isolated(() => deps.handle(new Request(new URL(input, "http://server-render.invalid"), init)));

  return async function renderedPage(request: Request): Promise<RenderedPage | null> {
    const catalogPromise = deps.catalog();
    let catalog: ApiCategory[];
    try {
      catalog = await catalogPromise;
    } catch {
      return null;
    }
    if (catalogPromise !== renderedFor) {
      renderedFor = catalogPromise;
      pages = new Map();
    }
    const path = serverRenderedPath(new URL(request.url).pathname, catalog);
    if (path === null) return null;
    const language = serverRenderLanguage(path, request.headers.get("accept-language"));
    const key = `${language}${path}`;
    let page = pages.get(key);
    if (!page) {
      const started = performance.now();
      const origin = deps.origin.replace(/\/+$/, "");
      page = renderPublicPage(path, language, { transport, meta: deps.meta })
        .then((rendered) => {
          if (!rendered) return null;
          const head = pageHead({ path, language, catalog, origin, insurerName: deps.insurerName[language], pageTitle: rendered.title });
          return head ? { ...rendered, title: head.title, head: pageHeadHtml(head, language, origin) } : rendered;
        })
        .catch((error: unknown) => {
          deps.logger.warn("ssr.render-error", { path, language, err: error });
          return null;
        });
      pages.set(key, page);
      const cache = pages;
      page.then((result) => {
        // A failed render is tried again on the next request; the browser renders this one.
        if (result === null) {
          cache.delete(key);
          deps.logger.warn("ssr.failed", { path, language });
        } else deps.logger.info("ssr.rendered", { path, language, ms: Math.round(performance.now() - started) });
      });
    }
    return page;
  };
}
