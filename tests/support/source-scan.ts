import { join } from "node:path";
import { Glob } from "bun";

const root = join(import.meta.dir, "../..");

/** Every line of the repository's files matching `glob` where `pattern` is found, as "path:line: text". */
export async function linesMatching(glob: string, pattern: RegExp): Promise<string[]> {
  const found: string[] = [];
  for await (const path of new Glob(glob).scan({ cwd: root })) {
    const lines = (await Bun.file(join(root, path)).text()).split("\n");
    lines.forEach((line, index) => {
      if (pattern.test(line)) found.push(`${path}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}
