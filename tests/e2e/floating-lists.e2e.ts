import { sendRequest } from "./support/projects";
import { signInAs } from "./support/sign-in";
import { expect, type Locator, type Page, test } from "./support/test";
import { storeChoicesBeforeLoad } from "./support/consent";

/**
 * A list or menu opened from something that stays put while the page scrolls (the sticky header, a
 * dialog) stays beside it when the page scrolls: docs/product/consoles.md. Placed against the page,
 * it moved with the page until the next frame, and a click in that frame chose the entry above
 * the one aimed at, or none (two tests failed now and then that way).
 */

/** How far the list's top is below its opener's bottom: now, then in the same task right after the page scrolled by `by` px. */
async function gapBeforeAndAfterScroll(page: Page, opener: Locator, list: Locator, by: number) {
  const openerHandle = await opener.elementHandle();
  const listHandle = await list.elementHandle();
  return page.evaluate(
    ([openerElement, listElement, by]) => {
      const gap = () => (listElement as Element).getBoundingClientRect().top - (openerElement as Element).getBoundingClientRect().bottom;
      const before = gap();
      window.scrollBy({ top: by as number, behavior: "instant" });
      return { before, after: gap(), scrolled: window.scrollY };
    },
    [openerHandle, listHandle, by] as const,
  );
}

test("the header's language menu stays under its button while the page scrolls", async ({ page }) => {
  const id = await sendRequest(page.request);
  await storeChoicesBeforeLoad(page, "FR");
  await signInAs(page, "network@example.com");
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(`/network/homeprojectdetails/${id}`);
  await expect(page.getByRole("region", { name: "Notes internes" })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  const button = page.getByRole("button", { name: /FR – changer de langue/ });
  await button.click();
  const menu = page.getByRole("menu", { name: /FR – changer de langue/ });
  await expect(menu).toBeVisible();
  const { before, after, scrolled } = await gapBeforeAndAfterScroll(page, button, menu, -60);
  expect(scrolled).toBeGreaterThan(0);
  expect(before).toBeGreaterThanOrEqual(0);
  expect(after).toBe(before);
});

test("the change-service dialog's list stays under its field when the page behind scrolls", async ({ page }) => {
  const id = await sendRequest(page.request);
  await storeChoicesBeforeLoad(page, "FR");
  await signInAs(page, "network@example.com");
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(`/network/homeprojectdetails/${id}`);
  await page.getByRole("button", { name: "Changer de service" }).click();
  const dialog = page.getByRole("dialog", { name: "Changer de service" });
  const field = dialog.getByRole("combobox", { name: "Service", exact: true });
  // The request's service is chosen once the catalogue is in.
  await expect(field).toHaveText(/\p{L}/u);
  await field.click();
  const list = page.getByRole("listbox");
  await expect(list).toBeVisible();
  const { before, after, scrolled } = await gapBeforeAndAfterScroll(page, field, list, 25);
  expect(scrolled).toBeGreaterThan(0);
  expect(before).toBeGreaterThanOrEqual(0);
  expect(after).toBe(before);
});
