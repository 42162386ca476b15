import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import type { Language } from "@/shared/catalog-types";
import { App } from "@/client/app";
import { createQueryClient } from "@/client/providers";
import { HeadContext, type HeadCollector } from "@/client/ssr/head";
import { type ServerRenderContext, setServerRenderContextResolver } from "@/client/ssr/server-context";
import type { SsrState } from "@/client/ssr/ssr-state";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";

// The browser loads only its page's language; the server renders both.
loadAllLocales();

/** Each render sees its own context (api/ answered by its app, its configuration). */
const contexts = new AsyncLocalStorage<ServerRenderContext>();
setServerRenderContextResolver(() => contexts.getStore());

export interface RenderedPage {
  html: string;
  title: string | undefined;
  /** Description, canonical and alternate addresses, Open Graph, structured data (./page-head.ts). */
  head?: string;
  state: SsrState;
}

async function renderOnce(path: string, language: Language, queryClient: ReturnType<typeof createQueryClient>, head: HeadCollector) {
  let failed = false;
  // prerender waits for every lazy page before writing: the HTML has the page in place, with no
  // inline scripts to swap it in (the page's CSP allows none).
  const { prelude } = await prerender(
    <HeadContext.Provider value={head}>
      <App ssrPath={path} queryClient={queryClient} language={language} />
    </HeadContext.Provider>,
    // One piece: no boundary is moved out to be swapped in by a script.
    {
      onError: () => {
        failed = true;
      },
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  return failed ? null : html;
}

/**
 * Renders a public page as the browser would first show it. A first pass finds the queries the
 * page asks for; they are answered through the context's transport, and a second pass renders
 * with their data. Null when rendering or a query failed: the browser then renders the page.
 */
export function renderPublicPage(path: string, language: Language, context: ServerRenderContext): Promise<RenderedPage | null> {
  return contexts.run(context, async () => {
    const queryClient = createQueryClient();
    // A failed call is not tried again here: the browser renders that page itself, at once.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const head: HeadCollector = {};
    let html = await renderOnce(path, language, queryClient, head);
    if (html === null) return null;
    const pending = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "pending" && (query.options as { enabled?: unknown }).enabled !== false);
    if (pending.length > 0) {
      const results = await Promise.all(
        pending.map((query) =>
          query.fetch().then(
            () => true,
            () => false,
          ),
        ),
      );
      if (results.includes(false)) return null;
      html = await renderOnce(path, language, queryClient, head);
      if (html === null) return null;
    }
    return { html, title: head.title, state: { language, queries: dehydrate(queryClient) } };
  });
}
