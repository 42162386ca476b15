import { createTheme, type MantineColorsTuple } from "@mantine/core";

/**
 * Brand blue. Contrast on white (WCAG): shade 6 #0f6f92 5.7:1, shade 7 7.1:1, shade 8 8.9:1,
 * so filled buttons (white on shade 6), links and light variants all pass AA.
 */
const brand: MantineColorsTuple = ["#e7f4f8", "#cfe6ee", "#9fcddd", "#6bb2ca", "#3f9aba", "#2484a8", "#0f6f92", "#0b5f7e", "#0b4f6c", "#073a50"];

export const theme = createTheme({
  colors: { brand },
  primaryColor: "brand",
  primaryShade: { light: 6, dark: 4 },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif", fontWeight: "700" },
  defaultRadius: "md",
  focusRing: "auto",
  cursorType: "pointer",
});
