import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/** Set E2E_SCREENSHOT_DIR to keep screenshots of the page at desktop and phone widths for review. */
async function keepScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  const folder = process.env.E2E_SCREENSHOT_DIR;
  if (!folder) return;
  // Let opening transitions finish, so the picture shows what a person sees.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(folder, name), fullPage });
}

/** The sort value the first data row's STC shows (the table's second column). */
async function stcValues(page: Page): Promise<number[]> {
  const cells = page.locator('tbody tr td:nth-child(2)');
  return (await cells.allInnerTexts()).map(Number);
}

test.describe('/public/partitions', () => {
  test('filters by STC range and by two elements, sorts, pages and opens a curve', async ({ page }) => {
    // The public database holds the 20 textbook partitions and whatever laboratory data another
    // test imported through the admin area: the page must show what the API holds.
    const listed = async (query: string) => {
      const response = await page.request.get(`/api/partitions?${query}`);
      const body = (await response.json()) as {
        result: { data: { stc: number }[]; items: { total: number } };
      };
      return body.result;
    };
    const { total } = (await listed('page=1')).items;
    expect(total).toBeGreaterThanOrEqual(20);
    const topByStc = (await listed('sort=-stc')).data.map((row) => row.stc);
    const inRange = (await listed('sort=-stc&stcMin=35&stcMax=45')).data.map((row) => row.stc);
    await page.goto('/public/partitions');
    await expect(page.getByRole('heading', { name: 'Partitions', level: 1 })).toBeVisible();
    await expect(page.getByText(`Showing 1–10 of ${total} partitions`)).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(10);

    // Page 2 by the pager; the URL keeps it.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(`Showing 11–20 of ${total} partitions`)).toBeVisible();

    // Sort by STC, descending on a second click (back to page 1).
    await page.getByRole('button', { name: 'Sort by STC' }).click();
    await expect(page).toHaveURL(/sort=stc/);
    await page.getByRole('button', { name: 'Sort by STC' }).click();
    await expect(page).toHaveURL(/sort=-stc/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(() => stcValues(page)).toEqual(topByStc);

    // STC range 35-45 with the keyboard on the slider thumbs.
    // One key press at a time, each waited for, so a busy machine cannot merge two presses.
    const minimum = page.getByRole('slider', { name: 'Minimum STC' });
    await minimum.focus();
    for (let value = 1; value <= 35; value += 1) {
      await page.keyboard.press('ArrowRight');
      await expect(minimum).toHaveAttribute('aria-valuenow', String(value));
    }
    const maximum = page.getByRole('slider', { name: 'Maximum STC' });
    await maximum.focus();
    for (let value = 99; value >= 45; value -= 1) {
      await page.keyboard.press('ArrowLeft');
      await expect(maximum).toHaveAttribute('aria-valuenow', String(value));
    }
    await expect(page).toHaveURL(/stcMin=35/);
    await expect(page).toHaveURL(/stcMax=45/);
    await expect(page.getByText('STC range: 35 to 45')).toBeVisible();
    await expect.poll(() => stcValues(page)).toEqual(inRange);

    // Two elements: gypsum board and wood studs.
    const elements = page.getByRole('combobox', { name: 'Elements' });
    await elements.click();
    await elements.fill('GB13');
    await page.getByRole('option', { name: /^GB13: .*one layer/ }).click();
    await elements.fill('WS');
    await page.getByRole('option', { name: /^WS: Wood studs \(single row\)/ }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/elements=GB13(%2C|,)WS/);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect.poll(() => stcValues(page)).toEqual([42, 37]);
    await keepScreenshot(page, 'partitions-filtered-1280.png', true);

    // The shared URL gives the same view.
    const shared = page.url();
    await page.goto(shared);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect(page.getByText('STC range: 35 to 45')).toBeVisible();

    // A row opens its curve against the reference contour.
    await page
      .getByRole('button', { name: '1/2 in. drywall on wooden studs with 2 in. of insulation' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('img', { name: /Transmission loss of .* against the STC 37 reference contour/ }),
    ).toBeVisible();
    await expect(dialog.getByText('Published STC', { exact: true })).toBeVisible();
    await expect(dialog.getByText('No recomputation')).toBeVisible();
    await expect(dialog.getByText(/octave-band values only/)).toBeVisible();
    await keepScreenshot(page, 'partitions-detail-1280.png');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('shows an empty state, and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/public/partitions?stcMin=99');
    await expect(page.getByText('No partition matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page.locator('tbody tr')).toHaveCount(10);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'partitions-390.png', true);
    await page.getByRole('button', { name: '8 in. thick concrete masonry units' }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByRole('img', { name: /Transmission loss of 8 in. thick concrete masonry units/ }),
    ).toBeVisible();
    await keepScreenshot(page, 'partitions-detail-390.png');
  });
});
