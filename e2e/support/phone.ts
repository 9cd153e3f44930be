import { expect, type Page } from '@playwright/test';

/**
 * The page at a 390 × 844 phone: no page-level horizontal scroll, and a full-page screenshot at
 * `screenshotPath` when given; then back to 1366 × 900.
 */
export async function fitsPhone(page: Page, screenshotPath?: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (screenshotPath) await page.screenshot({ path: screenshotPath, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}
