import { cpSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "bun";
import { appChunksMetaName, languageChunksMetaName } from "../src/client/app-chunks";

/** `bun run build`: hashed, minified, split client bundle with a .gz beside each asset. */
const root = resolve(import.meta.dir, "..");
// BUILD_OUT (default dist) lets a test build elsewhere (tests/integration/client/page-weight.test.ts).
const out = resolve(root, process.env.BUILD_OUT ?? "dist");
// Built in a folder of its own, then moved into place: a server or test reading dist/client while
// another build runs (the suite builds while its tests run) never sees a half-written folder.
const staging = join(out, `.building-${process.pid}`);
const outdir = join(staging, "client");
// Source maps of the client, for the server to resolve crash-report stacks; outside dist/client, so never served.
const mapsDir = join(staging, "sourcemaps");
rmSync(staging, { recursive: true, force: true });
// The release a crash report names: RELEASE, else the commit, else the package version.
const release = process.env.RELEASE?.trim() || gitCommit() || (await Bun.file(join(root, "package.json")).json()).version;

const result = await Bun.build({
  entrypoints: [join(root, "src/client/index.html")],
  outdir,
  target: "browser",
  // BUILD_NAMES=1 keeps function and component names, for bench/profile-page.ts.
  minify: process.env.BUILD_NAMES ? { whitespace: true, syntax: true, identifiers: false } : true,
  splitting: true,
  // "external": a .map beside each file and no sourceMappingURL comment (the maps are moved out below).
  sourcemap: "external",
  publicPath: "/",
  naming: { entry: "[name].[ext]", chunk: "assets/[name]-[hash].[ext]", asset: "assets/[name]-[hash].[ext]" },
  define: { "process.env.NODE_ENV": JSON.stringify("production"), __HS_RELEASE__: JSON.stringify(release) },
  // To find each language's dictionary chunk (below).
  metafile: true,
});
if (!result.success) {
  for (const log of result.logs) console.error(log);
  process.exit(1);
}
mkdirSync(mapsDir, { recursive: true });
// What each chunk is made of (bench/public-page-files.ts); outside dist/client, so never served.
await Bun.write(join(staging, "client-metafile.json"), JSON.stringify(result.metafile));
for (const dir of [outdir, join(outdir, "assets")]) {
  for (const name of readdirSync(dir)) if (name.endsWith(".map")) renameSync(join(dir, name), join(mapsDir, name));
}
cpSync(join(root, "public"), outdir, { recursive: true });

// Public pages arrive rendered by the server: the page is readable before the app's script runs,
// so that script must not take the bandwidth the page's stylesheet and images need first.
const indexPath = join(outdir, "index.html");
const indexHtml = await Bun.file(indexPath).text();
const entry = indexHtml.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/);
if (!entry?.[1]) throw new Error("build: the entry script tag of index.html was not found");
// The entry (src/client/boot.ts) imports the app after the first paint. It then preloads, all at
// once, every chunk it needs (the entry's dynamic imports and, transitively, their static
// imports), listed here: preloading them from the head would start their download before the
// first paint and hold it back on a slow line.
const entryCode = await Bun.file(join(outdir, entry[1])).text();
const preload = new Set<string>();
const visit = async (chunk: string) => {
  if (preload.has(chunk)) return;
  preload.add(chunk);
  const code = await Bun.file(join(outdir, chunk)).text();
  for (const m of code.matchAll(/(?:from|import)\s*"(\/assets\/[^"]+\.js)"/g)) await visit(m[1] as string);
};
for (const m of entryCode.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) await visit(m[1] as string);
// The entry itself is loaded already.
preload.delete(entry[1]);
if (preload.size === 0) throw new Error("build: no app chunk imported by the entry was found");
// Each language's dictionary is two chunks (src/client/i18n/dictionary-parts.ts): the entry
// preloads the public sections of the page's language only.
const languageChunks: string[] = [];
for (const language of ["fr", "nl"]) {
  const outputs = Object.entries(result.metafile?.outputs ?? {});
  const found = outputs.find(([, output]) => Object.keys(output.inputs).some((input) => input.endsWith(`src/client/i18n/parts/${language}-public.ts`)));
  if (!found) throw new Error(`build: the ${language} dictionary chunk was not found`);
  languageChunks.push(`${language}=${found[0].replace(/^\.\//, "/")}`);
}
const chunkList =
  `<meta name="${appChunksMetaName}" content="${[...preload].join(" ")}">` + `<meta name="${languageChunksMetaName}" content="${languageChunks.join(" ")}">`;
await Bun.write(indexPath, indexHtml.replace(entry[0], `${chunkList}<script type="module" crossorigin fetchpriority="low" src="${entry[1]}"></script>`));

let raw = 0;
let zipped = 0;
for (const name of readdirSync(join(outdir, "assets"))) {
  if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
  const path = join(outdir, "assets", name);
  const bytes = await Bun.file(path).bytes();
  const gz = gzipSync(bytes, { level: 9 });
  await Bun.write(`${path}.gz`, gz);
  raw += statSync(path).size;
  zipped += gz.byteLength;
}
for (const name of ["client", "sourcemaps", "client-metafile.json"]) {
  rmSync(join(out, name), { recursive: true, force: true });
  renameSync(join(staging, name), join(out, name));
}
rmSync(staging, { recursive: true, force: true });
console.log(`Built ${result.outputs.length} files into dist/client (${(raw / 1024).toFixed(0)} KiB, ${(zipped / 1024).toFixed(0)} KiB gzipped).`);

function gitCommit(): string | undefined {
  const result = Bun.spawnSync(["git", "rev-parse", "--short=12", "HEAD"], { cwd: root, stdout: "pipe", stderr: "ignore" });
  return result.exitCode === 0 ? result.stdout.toString().trim() : undefined;
}
