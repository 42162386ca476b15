import { readFileSync } from "node:fs";
import { join } from "node:path";
import { appChunksMetaName, languageChunksMetaName } from "../src/client/app-chunks";

/**
 * The JS and CSS files every public page loads, relative to dist/client: those index.html names
 * (entry script, stylesheet), the app chunks the entry preloads from its meta tag and the
 * dictionary of the page's language.
 */
export function publicPageFiles(dist: string, language: "fr" | "nl" = "fr"): string[] {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const named = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
  const chunks = (html.match(new RegExp(`<meta name="${appChunksMetaName}" content="([^"]+)"`))?.[1] ?? "").split(" ").filter(Boolean);
  const dictionaries = (html.match(new RegExp(`<meta name="${languageChunksMetaName}" content="([^"]+)"`))?.[1] ?? "").split(" ");
  const dictionary = dictionaries.find((entry) => entry.startsWith(`${language}=`))?.slice(3);
  return [...named, ...chunks, ...(dictionary ? [dictionary] : [])].map((chunk) => chunk.replace(/^\//, ""));
}
