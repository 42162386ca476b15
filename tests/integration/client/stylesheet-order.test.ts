import { describe, expect, test } from "bun:test";
import { join } from "node:path";

const root = join(import.meta.dir, "../../..");
const coreStyles = join(root, "node_modules/@mantine/core/styles");

/** The first class a Mantine component stylesheet defines, and where the whole bundle defines it. */
async function positionInBundle(bundle: string, name: string): Promise<number> {
  const css = await Bun.file(join(coreStyles, `${name}.css`)).text();
  const firstClass = css.match(/\.(m_[0-9a-f]+)\b/)?.[1];
  return firstClass ? bundle.indexOf(`.${firstClass}`) : -1;
}

/**
 * src/client/styles.css imports only the Mantine components the app uses. Their rules have equal
 * specificity, so the order decides: an Anchor is also a Text, and with Text's stylesheet after
 * Anchor's, Text's `text-decoration: none` cancelled every link's underline. The imports follow
 * the order of Mantine's own bundle (styles.css), as its cascade expects.
 */
describe("the app's stylesheet", () => {
  test("imports Mantine's component styles in the order of Mantine's own bundle", async () => {
    const bundle = await Bun.file(join(root, "node_modules/@mantine/core/styles.css")).text();
    const own = await Bun.file(join(root, "src/client/styles.css")).text();
    const names = [...own.matchAll(/@import "@mantine\/core\/styles\/([A-Za-z-]+)\.css";/g)].map((match) => match[1] ?? "");
    const components = names.filter((name) => !["baseline", "default-css-variables", "global"].includes(name));
    expect(names.slice(0, 3)).toEqual(["baseline", "default-css-variables", "global"]);
    const positions = await Promise.all(components.map((name) => positionInBundle(bundle, name)));
    expect(positions.every((at) => at >= 0)).toBe(true);
    const inBundleOrder = [...components].sort((a, b) => (positions[components.indexOf(a)] ?? 0) - (positions[components.indexOf(b)] ?? 0));
    expect(components).toEqual(inBundleOrder);
    // The case that broke links.
    expect(components.indexOf("Text")).toBeLessThan(components.indexOf("Anchor"));
  });
});
