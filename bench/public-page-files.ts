import { readFileSync } from "node:fs";
import { join } from "node:path";
import { appChunksMetaName } from "../src/client/app-chunks";

/**
 * The JS and CSS files every public page loads, relative to dist/client: those index.html names
 * (entry script, stylesheet) and the app chunks the entry preloads from its meta tag.
 */
export function publicPageFiles(dist: string): string[] {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const named = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
  const chunks = (html.match(new RegExp(`<meta name="${appChunksMetaName}" content="([^"]+)"`))?.[1] ?? "").split(" ").filter(Boolean);
  return [...named, ...chunks.map((chunk) => chunk.replace(/^\//, ""))];
}
