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

/** The budget of docs/product/seo.md (page weight): the gzip size of the JS a public page loads before any interaction. */
export const publicPageJsBudgetBytes = 135 * 1024;

export interface PageWeight {
  /** JS files with their gzip size (level 9, as the build stores them) and the source files in each. */
  files: { file: string; gzipBytes: number; inputs: string[] }[];
  jsGzipBytes: number;
}

/**
 * The JS of `publicPageFiles` with what each file is made of, from the build's metafile
 * (`<out>/client-metafile.json`, written by scripts/build.ts): `out` is the build's folder (dist).
 */
export function publicPageWeight(out: string, language: "fr" | "nl" = "fr"): PageWeight {
  const dist = join(out, "client");
  const metafile = JSON.parse(readFileSync(join(out, "client-metafile.json"), "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const files = publicPageFiles(dist, language)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({
      file,
      gzipBytes: Bun.gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength,
      inputs: Object.keys(metafile.outputs[`./${file}`]?.inputs ?? {}),
    }));
  return { files, jsGzipBytes: files.reduce((total, file) => total + file.gzipBytes, 0) };
}
