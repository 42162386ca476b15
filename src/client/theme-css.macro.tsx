/**
 * The theme's CSS variables, computed when the client is built (a Bun macro: the call is replaced
 * by the string). Mantine otherwise computes them on every page load, twice (ours and its defaults,
 * to leave out the equal ones): about 35 ms of a phone's main thread. Rendered by Mantine itself,
 * so the text is exactly what its provider would have put in the page.
 */
import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { theme } from "./theme";

export function themeCssVariables(): string {
  const html = renderToStaticMarkup(<MantineProvider theme={theme} withGlobalClasses={false} />);
  const css = html.match(/^<style data-mantine-styles="true">([\s\S]*)<\/style>$/)?.[1];
  if (!css) throw new Error(`Mantine's provider rendered no CSS variables: ${html.slice(0, 200)}`);
  return css;
}
