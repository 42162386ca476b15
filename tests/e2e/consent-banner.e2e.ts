/** Compact consent banner (docs/product/consoles.md): a third of a phone screen at most, never over the wizard's buttons. */
import frCommon from "../../src/shared/i18n/fr/common";
import frControls from "../../src/shared/i18n/fr/customer-controls";
import { frenchDictionary } from "../../src/shared/i18n/french-typography";
import nlCommon from "../../src/shared/i18n/nl/common";
import nlControls from "../../src/shared/i18n/nl/customer-controls";
import { sendRequest, statusLinkFor } from "./support/projects";
import { screen } from "./support/screens";
import { expect, type Locator, type Page, test } from "./support/test";

const C = { FR: frenchDictionary(frCommon.consent), NL: nlCommon.consent } as const;
const controls = { FR: frenchDictionary(frControls), NL: nlControls } as const;
const maxPhoneHeight = Math.floor(667 / 3);

async function noChoiceYet(page: Page, language: "FR" | "NL") {
  await page.addInitScript((value) => {
    localStorage.setItem("language", value);
    localStorage.removeItem("cookieConsent");
  }, language);
}

/** The labels of the banner's buttons that do not fit in their button. */
function cutLabels(banner: Locator) {
  return banner.locator(".mantine-Button-label").evaluateAll((nodes) => nodes.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent));
}

/** What a tap at the centre of the element reaches: the element itself, or what lies over it. */
function topmostAtCentre(target: Locator) {
  return target.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { mine: !!at && node.contains(at), what: at ? `${at.tagName}.${at.className}` : "nothing" };
  });
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
      expect(await cutLabels(banner)).toEqual([]);
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
      // The focus the banner held goes to the page's content, not to <body>.
      await expect(page.locator("#main")).toBeFocused();
      // The toast that confirms the choice lies under the sticky header, never over its links.
      const toast = page.locator(".mantine-Notification-root").first();
      await expect(toast).toBeVisible();
      const headerBottom = await page.locator(".hs-header").evaluate((node) => node.getBoundingClientRect().bottom);
      const toastBox = await toast.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, screen: window.innerHeight };
      });
      expect(toastBox.top).toBeGreaterThanOrEqual(headerBottom);
      // Wholly on screen (on a phone toasts sit at the bottom: docs/product/screens-and-routes.md, page frame).
      expect(toastBox.bottom).toBeLessThanOrEqual(toastBox.screen);
    });

    test(`${language} at ${width} px: the details view ("personalise") keeps every label whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
      await noChoiceYet(page, language);
      await page.goto("/");
      const banner = page.locator(".hs-consent");
      await banner.getByRole("button", { name: C[language].personalise, exact: true }).click();
      await expect(banner.getByRole("switch", { name: C[language].analyticsLabel })).toBeVisible();
      for (const name of [C[language].save, C[language].refuseAll, C[language].acceptAll]) {
        await expect(banner.getByRole("button", { name, exact: true })).toBeVisible();
      }
      expect(await cutLabels(banner)).toEqual([]);
      // Every button lies within the banner's card.
      const outside = await banner.evaluate((node) => {
        const card = node.querySelector("[role=dialog]")?.getBoundingClientRect();
        return [...node.querySelectorAll("button")]
          .filter((b) => {
            const box = b.getBoundingClientRect();
            return !card || box.left < card.left || box.right > card.right;
          })
          .map((b) => b.textContent);
      });
      expect(outside).toEqual([]);
      await screen(page, `consent-${language}-${width}-details`);
      // Saving the choice still works.
      await banner.getByRole("button", { name: C[language].save, exact: true }).click();
      await expect(banner).toHaveCount(0);
    });
  }

  test(`${language} at 375 px: a confirmation dialog lies above the banner, compact or detailed, and takes its own clicks`, async ({ page, sql }) => {
    const t = controls[language];
    await page.setViewportSize({ width: 375, height: 667 });
    await noChoiceYet(page, language);
    const id = await sendRequest(page.request, { CustomerLanguage: language === "FR" ? "fr" : "nl" });
    await page.goto(await statusLinkFor(sql, id));
    const banner = page.locator(".hs-consent");
    await expect(banner.getByRole("dialog")).toBeVisible();
    const dialog = page.getByRole("dialog", { name: t.withdrawConfirmTitle });

    // The compact banner lies under the dialog's dimmed overlay, out of reach while the dialog is open.
    await page.getByRole("button", { name: t.withdrawButton }).click();
    await expect(dialog).toHaveCSS("opacity", "1");
    const under = await topmostAtCentre(banner.getByRole("button", { name: C[language].acceptAll, exact: true }));
    expect(under.mine, `the banner's button shows ${under.what}`).toBe(false);
    await screen(page, `consent-${language}-375-under-dialog`);
    await dialog.getByRole("button", { name: t.withdrawKeep }).click();
    await expect(dialog).toBeHidden();

    // The details view, taller, with its switch where the dialog's buttons come: the dialog still wins.
    await banner.getByRole("button", { name: C[language].personalise, exact: true }).click();
    await expect(banner.getByRole("switch", { name: C[language].analyticsLabel })).toBeVisible();
    await page.getByRole("button", { name: t.withdrawButton }).click();
    await expect(dialog).toHaveCSS("opacity", "1");
    await screen(page, `consent-${language}-375-details-under-dialog`);
    await dialog.getByRole("button", { name: t.withdrawConfirm }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("status-text")).toContainText(t.stageWithdrawn.slice(0, 20));
    // On a phone the toast that says so lies at the bottom, above the banner, not over it.
    const toast = page.locator(".mantine-Notification-root").first();
    await expect(toast).toBeVisible();
    await expect
      .poll(async () => {
        const bannerTop = await banner.evaluate((node) => node.getBoundingClientRect().top);
        const toastBottom = await toast.evaluate((node) => node.getBoundingClientRect().bottom);
        return toastBottom <= bannerTop;
      })
      .toBe(true);
    await screen(page, `consent-${language}-375-details-toast`);
    const [row] = await sql`select status_id from home_projects where id = ${id}`;
    expect(row?.status_id).toBe(4);
    // Nothing was chosen for the person: the banner is still open, the analytics switch still off.
    await expect(banner.getByRole("switch", { name: C[language].analyticsLabel })).not.toBeChecked();
  });

  test(`${language} at 375 px: the toast that confirms the choice lies above the quote bar, not over it`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await noChoiceYet(page, language);
    await page.goto("/");
    const banner = page.locator(".hs-consent");
    await expect(banner.getByRole("dialog")).toBeVisible();
    // At "how it works" no quote button of the page is in sight: the quote bar is shown, under the banner.
    await page.locator("#how-it-works-title").evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY));
    const bar = page.getByTestId("mobile-quote-bar");
    await expect(bar).toHaveAttribute("data-shown", "true");
    await banner.getByRole("button", { name: C[language].refuseAll, exact: true }).click();
    await expect(banner).toHaveCount(0);
    const toast = page.locator(".mantine-Notification-root").first();
    await expect(toast).toBeVisible();
    await expect(bar).toBeVisible();
    // On a phone toasts sit at the bottom of the screen, just above the bar.
    await expect
      .poll(async () => {
        const barTop = await bar.evaluate((node) => node.getBoundingClientRect().top);
        const toastBox = await toast.evaluate((node) => node.getBoundingClientRect().toJSON());
        return toastBox.top > 740 / 2 && toastBox.bottom <= barTop;
      })
      .toBe(true);
    await screen(page, `consent-${language}-375-toast-quote-bar`);
  });

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
