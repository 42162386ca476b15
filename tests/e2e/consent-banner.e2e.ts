/** Compact consent banner (docs/product/consoles.md): a third of a phone screen at most, never over the wizard's buttons. */
import frCommon from "../../src/shared/i18n/fr/common";
import { frenchDictionary } from "../../src/shared/i18n/french-typography";
import nlCommon from "../../src/shared/i18n/nl/common";
import { screen } from "./support/screens";
import { expect, type Locator, type Page, test } from "./support/test";

const C = { FR: frenchDictionary(frCommon.consent), NL: nlCommon.consent } as const;
const maxPhoneHeight = Math.floor(667 / 3);

async function noChoiceYet(page: Page, language: "FR" | "NL") {
  await page.addInitScript((value) => {
    localStorage.setItem("language", value);
    localStorage.removeItem("cookieConsent");
  }, language);
}

/** Scrolled as far as it can go so that the button sits at the screen's bottom edge, the point at its centre is the button. */
async function expectReachable(button: Locator) {
  await button.evaluate((node) => node.scrollIntoView({ block: "end" }));
  const hit = await button.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const at = document.elementFromPoint(x, y);
    return { inside: y > 0 && y < window.innerHeight, covered: !(at && node.contains(at)), what: at ? `${at.tagName}.${at.className}` : "nothing" };
  });
  expect(hit.inside).toBe(true);
  expect(hit.covered, `the button's centre shows ${hit.what}`).toBe(false);
}

for (const language of ["FR", "NL"] as const) {
  for (const width of [375, 1280]) {
    test(`${language} at ${width} px: the banner is compact, keeps its three choices and never covers the wizard's buttons`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
      await noChoiceYet(page, language);
      await page.goto("/newproject/7/15");
      const banner = page.locator(".hs-consent");
      await expect(banner.getByRole("dialog")).toBeVisible();
      for (const name of [C[language].personalise, C[language].refuseAll, C[language].acceptAll]) {
        await expect(banner.getByRole("button", { name, exact: true })).toBeVisible();
      }
      // No label is cut.
      const cut = await banner
        .locator(".mantine-Button-label")
        .evaluateAll((nodes) => nodes.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent));
      expect(cut).toEqual([]);
      await expect(banner.getByRole("link").first()).toHaveAttribute("href", /cookiepolicy/);
      const height = await banner.evaluate((node) => node.getBoundingClientRect().height);
      if (width === 375) expect(height).toBeLessThanOrEqual(maxPhoneHeight);
      await screen(page, `consent-${language}-${width}`);
      // Step 1: "next"; step 2: "back" (and "next", once a postal code is chosen).
      await expect(page.locator('input[name="wizard-service"][value="15"]')).toBeChecked();
      await expectReachable(page.getByTestId("wizard-next"));
      await page.getByTestId("wizard-next").click();
      await expect(page.getByTestId("wizard-back")).toBeVisible();
      await expectReachable(page.getByTestId("wizard-back"));
      await screen(page, `consent-${language}-${width}-buttons`);
      // The three choices still work: refusing closes the banner.
      await banner.getByRole("button", { name: C[language].refuseAll, exact: true }).click();
      await expect(banner).toHaveCount(0);
      // The toast that confirms the choice lies under the sticky header, never over its links.
      const toast = page.locator(".mantine-Notification-root").first();
      await expect(toast).toBeVisible();
      const headerBottom = await page.locator(".hs-header").evaluate((node) => node.getBoundingClientRect().bottom);
      const toastTop = await toast.evaluate((node) => node.getBoundingClientRect().top);
      expect(toastTop).toBeGreaterThanOrEqual(headerBottom);
    });
  }

  test(`${language}: the server-rendered banner is as compact on a phone before the scripts run`, async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 667 },
      locale: language === "FR" ? "fr-BE" : "nl-BE",
    });
    const page = await context.newPage();
    await page.goto(`/${language.toLowerCase()}/`);
    const banner = page.locator(".hs-consent");
    await expect(banner).toBeVisible();
    await expect(banner.getByText(C[language].textShort)).toBeVisible();
    const height = await banner.evaluate((node) => node.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(maxPhoneHeight);
    await screen(page, `consent-${language}-375-server`);
    await context.close();
  });
}
