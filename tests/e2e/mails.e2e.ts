import { sampleMails, sampleName } from "../support/sample-mails";
import { screen } from "./support/screens";
import { expect, test } from "./support/test";

/**
 * E-mails are read on phones (docs/product/notifications.md, "Looking at the mails"): each one, in
 * each language it is sent in, laid out by Chromium at 375 and 1280 px, never scrolls sideways.
 */
test("every e-mail fits a 375 px phone and a 1280 px screen, in French and in Dutch", async ({ page }) => {
  for (const sample of sampleMails()) {
    const name = sampleName(sample);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.setContent(sample.mail.html);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await screen(page, `mail-${name}-${width}`, { fullPage: true });
    }
  }
});
