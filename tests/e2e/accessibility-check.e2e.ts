import { labelInNameMismatches, seriousAxeViolations } from "./support/accessibility";
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

/** WCAG 2.5.3 (docs/product/accessibility.md): a name that only contains the visible text is named; one that starts with it passes. */
test("the label-in-name check names a control whose name does not start with its text", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="nl"><head><title>Proef</title></head><body><main>
    <h1>Proef</h1>
    <button aria-label="photo1.png verwijderen">Verwijderen</button>
    <button aria-label="Changer de langue, langue actuelle : FR">FR</button>
    <button aria-label="Verwijderen: photo1.png">Verwijderen</button>
    <button aria-label="NL – taal wijzigen">NL</button>
    <button aria-label="Sluiten"><svg aria-hidden="true" width="10" height="10"></svg></button>
    <a href="/x" aria-label="Tout activer pour Knokke-Heist">Tout activer</a>
  </main></body></html>`);
  expect(await labelInNameMismatches(page)).toEqual(['"Verwijderen" named "photo1.png verwijderen"', '"FR" named "Changer de langue, langue actuelle : FR"']);
});
