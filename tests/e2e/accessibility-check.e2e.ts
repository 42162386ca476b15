import { seriousAxeViolations } from "./support/accessibility";
import { expect, test } from "./support/test";

/** The check every public page and the dashboard pass must be able to fail: it names what it finds. */
test("the accessibility check names an image without text and a field without a label", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main>
    <h1>Essai</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="no-alt"><input type="text" id="no-label">
  </main></body></html>`);
  const found = await seriousAxeViolations(page);
  expect(found).toContainEqual(expect.stringMatching(/^image-alt: #no-alt$/));
  expect(found).toContainEqual(expect.stringMatching(/^label: #no-label$/));
});
