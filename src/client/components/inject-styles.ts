/**
 * Adds a stylesheet to the page once, from a lazy chunk: the charts' and date picker's styles
 * travel with the console code that uses them instead of the stylesheet every public page
 * loads (the bundler would merge an imported .css into it). Imported as text (`with { type: "text" }`).
 */
export function injectStyles(id: string, css: string): void {
  if (typeof document === "undefined" || document.getElementById(id)) return;
  const style = document.createElement("style");
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
