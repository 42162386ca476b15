import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";
import { plainRefusal } from "./plain-refusal";
import { escapeHtml } from "./html-escape";
import type { RenderedPage } from "./ssr/render-page";
import { pageDocument } from "./ssr/page-document";
import { publicPageOf } from "@/client/i18n/language-urls";

export const publicDir = resolve(import.meta.dir, "../../public");
export const distClientDir = resolve(import.meta.dir, "../../dist/client");

const immutable = "public, max-age=31536000, immutable";

export interface DistOptions {
  dir?: string;
  /** The server-rendered public page for a request, or null where the browser renders alone. */
  renderPage?(request: Request): Promise<RenderedPage | null>;
}

/**
 * Serves what `bun run build` wrote: hashed assets with long cache headers (gzip when the
 * browser takes it), and index.html, never cached, for every page route of the SPA, with the
 * public pages rendered in it.
 */
export function createDistHandler(meta: Record<string, string | undefined> = {}, options: DistOptions = {}) {
  const dir = options.dir ?? distClientDir;
  if (!existsSync(join(dir, "index.html"))) {
    throw new Error(`No client build in ${dir}: run \`bun run build\` first.`);
  }
  const indexFile = injectMeta(readFileSync(join(dir, "index.html"), "utf8"), meta);
  // Each rendered page is assembled and compressed once, then served from memory. Per process:
  // keyed by the rendered page, it goes when the page cache drops that page.
  const documents = new WeakMap<RenderedPage, { html: string; gzip: Uint8Array<ArrayBuffer> }>();
  const documentOf = (page: RenderedPage) => {
    let document = documents.get(page);
    if (!document) {
      const html = pageDocument(indexFile, page);
      document = { html, gzip: Bun.gzipSync(html, { level: 6 }) };
      documents.set(page, document);
    }
    return document;
  };
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const decoded = decodedPath(url.pathname);
    if (decoded === undefined) {
      return plainRefusal(request, 400, "invalidRequest");
    }
    const path = normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, "");
    // Said in the visitor's language, like every refusal a person may read.
    const notFound = () => plainRefusal(request, 404, "notFound");
    const acceptsGzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
    if (path.startsWith("/assets/") || path.startsWith("/public/")) {
      const filePath = join(dir, path);
      if (!filePath.startsWith(dir)) return notFound();
      const gzipped = Bun.file(`${filePath}.gz`);
      const type = Bun.file(filePath).type;
      if (acceptsGzip && (await gzipped.exists())) {
        return new Response(gzipped, { headers: { "content-type": type, "content-encoding": "gzip", "cache-control": immutable, vary: "accept-encoding" } });
      }
      const file = Bun.file(filePath);
      if (await file.exists()) return new Response(file, { headers: { "cache-control": immutable, "content-type": type } });
      return notFound();
    }
    // A file's name ends in a real extension; a page address copied with the sentence's full stop
    // (`/projectstatus/<token>.` or `….)`) does not, and gets the page, which tells the visitor.
    if (/\.[a-z0-9]+$/i.test(extname(path)) && !path.endsWith(".html")) {
      const file = Bun.file(join(dir, path));
      if (join(dir, path).startsWith(dir) && (await file.exists())) return new Response(file, { headers: { "cache-control": "public, max-age=3600" } });
      return notFound();
    }
    const page = options.renderPage ? await options.renderPage(request) : null;
    // The rendered language follows Accept-Language where the address does not force one.
    const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", vary: "accept-language, accept-encoding" };
    // A page the browser renders alone (consoles, sign-in, status links, unknown addresses) is not indexed.
    if (!page) return new Response(indexFile, { headers: publicPageOf(url.pathname) ? headers : { ...headers, "x-robots-tag": "noindex" } });
    const document = documentOf(page);
    if (acceptsGzip) return new Response(document.gzip, { headers: { ...headers, "content-encoding": "gzip" } });
    return new Response(document.html, { headers });
  };
}

/** Configuration the page reads (insurer name, data-protection mailbox, tag manager id) as meta tags. */
function injectMeta(html: string, meta: Record<string, string | undefined>): string {
  const tags = Object.entries(meta)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`)
    .join("");
  return html.replace("</head>", `${tags}</head>`);
}

/** A page address as text, or undefined when its percent-encoding is broken (`/%E0%A4%A`): a 400, not a failure. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
