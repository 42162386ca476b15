import { createTheme, type MantineColorsTuple } from "@mantine/core";

/**
 * Brand blue. Contrast on white (WCAG): shade 6 #0f6f92 5.7:1, shade 7 7.1:1, shade 8 8.9:1,
 * so filled buttons (white on shade 6), links and light variants all pass AA.
 */
const brand: MantineColorsTuple = ["#e7f4f8", "#cfe6ee", "#9fcddd", "#6bb2ca", "#3f9aba", "#2484a8", "#0f6f92", "#0b5f7e", "#0b4f6c", "#073a50"];

/**
 * Mantine's red, teal, orange, yellow, grape, blue, green and gray, with shades 6 to 9 darkened so
 * that shade 6 reaches at least 4.8:1 on white: it is the fill under white text, the outline and
 * the text of those colours (docs/product/accessibility.md). Shades 0 to 5 are Mantine's.
 * tests/integration/client/theme-contrast.test.ts checks every colour the app names.
 */
const red: MantineColorsTuple = ["#fff5f5", "#ffe3e3", "#ffc9c9", "#ffa8a8", "#ff8787", "#ff6b6b", "#c92a2a", "#ab2424", "#8d1d1d", "#6f1717"];
const teal: MantineColorsTuple = ["#e6fcf5", "#c3fae8", "#96f2d7", "#63e6be", "#38d9a9", "#20c997", "#087f5b", "#076c4d", "#065940", "#044632"];
const orange: MantineColorsTuple = ["#fff4e6", "#ffe8cc", "#ffd8a8", "#ffc078", "#ffa94d", "#ff922b", "#c34b0a", "#a64009", "#893507", "#6b2906"];
const yellow: MantineColorsTuple = ["#fff9db", "#fff3bf", "#ffec99", "#ffe066", "#ffd43b", "#fcc419", "#a66100", "#8d5200", "#744400", "#5b3500"];
const grape: MantineColorsTuple = ["#f8f0fc", "#f3d9fa", "#eebefa", "#e599f7", "#da77f2", "#cc5de8", "#ae3ec9", "#9435ab", "#7a2b8d", "#60226f"];
const blue: MantineColorsTuple = ["#e7f5ff", "#d0ebff", "#a5d8ff", "#74c0fc", "#4dabf7", "#339af0", "#1971c2", "#1560a5", "#124f88", "#0e3e6b"];
const green: MantineColorsTuple = ["#ebfbee", "#d3f9d8", "#b2f2bb", "#8ce99a", "#69db7c", "#51cf66", "#278238", "#216f30", "#1b5b27", "#15481f"];
const gray: MantineColorsTuple = ["#f8f9fa", "#f1f3f5", "#e9ecef", "#dee2e6", "#ced4da", "#adb5bd", "#6b7278", "#495057", "#343a40", "#212529"];

export const theme = createTheme({
  colors: { brand, red, teal, orange, yellow, grape, blue, green, gray },
  primaryColor: "brand",
  primaryShade: { light: 6, dark: 4 },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif", fontWeight: "700" },
  defaultRadius: "md",
  focusRing: "auto",
  cursorType: "pointer",
  components: {
    // A table wider than a phone scrolls sideways in its frame: its scrollbar stays in sight, so that
    // a person sees there is more than the first columns (Mantine shows it on hover only).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { type: "always" } } },
    // A box, a dot or a switch a finger taps is 24 px, text included in the target (WCAG 2.5.8,
    // docs/product/accessibility.md); Mantine's default is 20 px.
    Checkbox: { defaultProps: { size: "md" } },
    Radio: { defaultProps: { size: "md" } },
    Switch: { defaultProps: { size: "md" } },
  },
});
