import { expect, type Locator, type Page } from "./test";

/**
 * The page itself never scrolls sideways (a table may, in its own frame; docs/product/consoles.md).
 * Polled: after a resize, what the app lays out from a media query in JavaScript follows a frame or two later.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `page ${page.url()} scrolls sideways` })
    .toBeLessThanOrEqual(0);
}

/**
 * Each of these elements reads in full inside its box, the nearest ancestor matching `box` (a card, a
 * dialog; the screen when none): no edge past the box's, and no text in it cut ("Pas d'accord avec le
 * cli…", a field's value). Polled, as above.
 */
export async function expectInsideAndInFull(elements: Locator, box: string | null, what: string) {
  const problems = () =>
    elements.evaluateAll(
      (nodes, selector) =>
        nodes.flatMap((node) => {
          const outer = selector ? node.closest(selector)?.getBoundingClientRect() : undefined;
          const [left, right] = outer ? [outer.left, outer.right] : [0, document.documentElement.clientWidth];
          const own = node.getBoundingClientRect();
          const found: string[] = [];
          // innerText: what a person reads, without the text of Mantine's <style> tags.
          const text = (element: Element) => (element instanceof HTMLElement ? element.innerText : element.textContent);
          if (own.left < left - 0.5 || own.right > right + 0.5)
            found.push(`"${text(node)}" from ${own.left} to ${own.right} px, its box from ${left} to ${right}`);
          for (const part of [node, ...node.querySelectorAll("*")])
            if (part.clientWidth > 0 && part.scrollWidth > part.clientWidth + 1)
              found.push(`"${text(part)}" cut: ${part.scrollWidth} px in ${part.clientWidth}`);
          return found;
        }),
      box,
    );
  await expect.poll(problems, { message: what }).toEqual([]);
}
