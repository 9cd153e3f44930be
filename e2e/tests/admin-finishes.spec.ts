import { expect, test } from '@playwright/test';
import { logIn } from '../support/session.ts';

test('an administrator adds a global finish that visitors then find', async ({ page, request }) => {
  test.setTimeout(60_000);
  const name = `Slotted birch panel ${Date.now() % 1_000_000}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'admin@roomtone.test', 'admin-password-e2e');
  await page.goto('/admin/finishes');
  await page.getByRole('button', { name: 'Add finish' }).click();
  const dialog = page.getByRole('dialog', { name: 'New global finish' });
  await dialog.getByRole('button', { name: 'Add finish' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Slotted birch plywood over 50 mm glass wool, 200 mm cavity.');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').filter({ hasNotText: 'not public' }).first().click();
  // What is not a plain number is refused at the field, never read as another number.
  const alpha125 = dialog.getByLabel('α 125 Hz');
  await alpha125.fill('1e9');
  await expect(alpha125).toHaveAttribute('aria-invalid', 'true');
  await expect(alpha125).toHaveValue('1e9');
  // A decimal comma is a decimal separator.
  const coefficients = {
    '125 Hz': '0,35',
    '250 Hz': '0.72',
    '500 Hz': '0.9',
    '1000 Hz': '0.75',
    '2000 Hz': '0.55',
    '4000 Hz': '0.4',
  };
  for (const [band, value] of Object.entries(coefficients)) {
    await dialog.getByLabel(`α ${band}`).fill(value);
  }
  await page.screenshot({ path: test.info().outputPath('new-finish-1366.png') });
  await dialog.getByRole('button', { name: 'Add finish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Finish added')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('0.90');
  await expect(row).toContainText('0.35');
  await page.screenshot({ path: test.info().outputPath('finishes-1366.png'), fullPage: true });

  // A visitor's finish search finds it (`request` keeps cookies of its own, apart from the page's).
  const visitorSearch = async () => {
    const answer = await request.get(`/api/finishes/search?q=${encodeURIComponent(name)}`);
    return JSON.stringify(await answer.json());
  };
  expect(await visitorSearch()).toContain(name);

  // Retired after a confirmation that says what happens, it is gone from a visitor's search.
  await row.getByRole('button', { name: /^Retire / }).click();
  const confirm = page.getByRole('dialog', { name: /^Retire / });
  await expect(confirm).toContainText('disappears from the finish search');
  await expect(confirm).toContainText('keep it, with its values');
  await page.screenshot({ path: test.info().outputPath('retire-1366.png') });
  await confirm.getByRole('button', { name: 'Retire' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Finish retired')).toBeVisible();
  await expect(row.getByText('Retired', { exact: true })).toBeVisible();
  expect(await visitorSearch()).not.toContain(name);

  // The filter shows it among the retired finishes only.
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'In use' }).click();
  await expect(page.getByText('No global finish matches.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Retired' }).click();
  await expect(row).toContainText('Retired');
  await page.screenshot({ path: test.info().outputPath('retired-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('retired-390.png'), fullPage: true });
  await row.getByRole('button', { name: /^Restore / }).click();
  await expect(page.getByText('Finish restored')).toBeVisible();
  await expect(page.getByText('No global finish matches.')).toBeVisible();
  expect(await visitorSearch()).toContain(name);
});
