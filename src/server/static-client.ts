import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";

export const publicDir = resolve(import.meta.dir, "../../public");
export const distClientDir = resolve(import.meta.dir, "../../dist/client");

const immutable = "public, max-age=31536000, immutable";

/**
 * Serves what `bun run build` wrote: hashed assets with long cache headers (gzip when the
 * browser takes it), and index.html, never cached, for every page route of the SPA.
 */
export function createDistHandler(meta: Record<string, string | undefined> = {}, dir = distClientDir) {
  if (!existsSync(join(dir, "index.html"))) {
    throw new Error(`No client build in ${dir}: run \`bun run build\` first.`);
  }
  const indexFile = injectMeta(readFileSync(join(dir, "index.html"), "utf8"), meta);
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.(\/|\\|$))+/, "");
    if (path.startsWith("/assets/") || path.startsWith("/public/")) {
      const filePath = join(dir, path);
      if (!filePath.startsWith(dir)) return new Response("Not found", { status: 404 });
      const gzipped = Bun.file(`${filePath}.gz`);
      const acceptsGzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
      const type = Bun.file(filePath).type;
      if (acceptsGzip && (await gzipped.exists())) {
        return new Response(gzipped, { headers: { "content-type": type, "content-encoding": "gzip", "cache-control": immutable, vary: "accept-encoding" } });
      }
      const file = Bun.file(filePath);
      if (await file.exists()) return new Response(file, { headers: { "cache-control": immutable, "content-type": type } });
      return new Response("Not found", { status: 404 });
    }
    if (extname(path) && !path.endsWith(".html")) {
      const file = Bun.file(join(dir, path));
      if (join(dir, path).startsWith(dir) && (await file.exists())) return new Response(file, { headers: { "cache-control": "public, max-age=3600" } });
      return new Response("Not found", { status: 404 });
    }
    return new Response(indexFile, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" } });
  };
}

/** Configuration the page reads (insurer name, data-protection mailbox, tag manager id) as meta tags. */
function injectMeta(html: string, meta: Record<string, string | undefined>): string {
  const escape = (v: string) => v.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const tags = Object.entries(meta)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, content]) => `<meta name="${escape(name)}" content="${escape(content)}" />`)
    .join("");
  return html.replace("</head>", `${tags}</head>`);
}
