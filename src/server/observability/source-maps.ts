import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";

/**
 * Resolves the frames of a built client's stack (`/assets/chunk-abc.js:1:2345`) to the source
 * files, with the maps `bun run build` keeps in dist/sourcemaps (never served: that folder is
 * outside dist/client). A frame without a map is left as it is.
 */
export function createStackResolver(mapsDir: string) {
  const maps = new Map<string, TraceMap | null>();
  const mapFor = (file: string): TraceMap | null => {
    if (!/^[\w.-]+\.js$/.test(file)) return null;
    if (!maps.has(file)) {
      const path = join(mapsDir, `${file}.map`);
      let map: TraceMap | null = null;
      try {
        if (existsSync(path)) map = new TraceMap(readFileSync(path, "utf8"));
      } catch {
        map = null;
      }
      // A bounded cache: a build has a few dozen chunks.
      if (maps.size < 500) maps.set(file, map);
      else return map;
    }
    return maps.get(file) ?? null;
  };
  return (stack: string): string =>
    stack.replace(/(https?:\/\/[^\s()]+?|\/[^\s()]*?)([\w.-]+\.js):(\d+):(\d+)/g, (whole, _prefix: string, file: string, line: string, column: string) => {
      const map = mapFor(basename(file));
      if (!map) return whole;
      const position = originalPositionFor(map, { line: Number(line), column: Number(column) - 1 });
      if (!position.source) return whole;
      const source = position.source.replace(/^(\.\.\/)+/, "");
      return `${source}:${position.line}:${(position.column ?? 0) + 1}${position.name ? ` (${position.name})` : ""}`;
    });
}
