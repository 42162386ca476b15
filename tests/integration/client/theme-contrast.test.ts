import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { Glob } from "bun";
import { theme } from "@/client/theme";

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const root = join(import.meta.dir, "../../..");

/** The colours the client names: `color="red"`, `c="teal.8"`, `color: "green"`. */
async function namedColours(): Promise<Set<string>> {
  const names = new Set<string>();
  for await (const path of new Glob("src/client/**/*.{ts,tsx}").scan({ cwd: root })) {
    const source = await Bun.file(join(root, path)).text();
    for (const match of source.matchAll(/\b(?:color|c)(?:=|: )"([a-z]+)(?:\.\d)?"/g)) names.add(match[1] ?? "");
  }
  for (const notAPalette of ["white", "black", "dimmed", "true", "bright"]) names.delete(notAPalette);
  return names;
}

/** docs/product/accessibility.md, "Colours". */
describe("the theme's colours on white", () => {
  const light = typeof theme.primaryShade === "object" ? (theme.primaryShade.light ?? 6) : (theme.primaryShade ?? 6);

  test("every colour the app names has a palette of its own in the theme", async () => {
    const missing = [...(await namedColours())].filter((name) => !theme.colors?.[name]);
    expect(missing).toEqual([]);
  });

  test("its fill (under white text), outline and text shade reaches 4.5:1 on white, and its light variant's text 4.5:1 on its background", () => {
    const failing: string[] = [];
    for (const [name, shades] of Object.entries(theme.colors ?? {})) {
      if (!shades) continue;
      const fill = contrast(shades[light] ?? "", "#ffffff");
      if (fill < 4.5) failing.push(`${name}.${light} on white: ${fill.toFixed(2)}`);
      const lightVariant = contrast(shades[9] ?? "", shades[1] ?? "");
      if (lightVariant < 4.5) failing.push(`${name}.9 on ${name}.1: ${lightVariant.toFixed(2)}`);
    }
    expect(failing).toEqual([]);
  });

  test("the greys the stylesheet sets in place of Mantine's (dimmed text, placeholders) reach 4.5:1 on white", async () => {
    const css = await Bun.file(join(root, "src/client/styles.css")).text();
    const greys = [...css.matchAll(/--mantine-color-(dimmed|placeholder):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2] ?? ""] as const);
    expect(greys.map(([name]) => name).sort()).toEqual(["dimmed", "placeholder"]);
    for (const [name, colour] of greys) expect({ name, ratio: contrast(colour, "#ffffff") >= 4.5 }).toEqual({ name, ratio: true });
  });

  test("the contrast is computed as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    // Mantine's own red 6, which the theme replaces: 3.28:1.
    expect(contrast("#fa5252", "#ffffff")).toBeCloseTo(3.28, 2);
  });
});
