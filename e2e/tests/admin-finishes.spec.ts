import { expect, test } from '@playwright/test';
import { logIn } from '../support/session.ts';

const SHOTS = '/tmp/admin-finishes/shots';

test('an administrator adds a global finish that visitors then find', async ({ page }) => {
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
  const coefficients = {
    '125 Hz': '0.35',
    '250 Hz': '0.72',
    '500 Hz': '0.9',
    '1000 Hz': '0.75',
    '2000 Hz': '0.55',
    '4000 Hz': '0.4',
  };
  for (const [band, value] of Object.entries(coefficients)) {
    await dialog.getByLabel(`α ${band}`).fill(value);
  }
  await page.screenshot({ path: `${SHOTS}/new-finish-1366.png` });
  await dialog.getByRole('button', { name: 'Add finish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Finish added')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('0.90');
  await page.screenshot({ path: `${SHOTS}/finishes-1366.png`, fullPage: true });

  // A visitor's finish search finds it.
  const visitor = await page.request.get(`/api/finishes/search?q=${encodeURIComponent(name)}`, {
    headers: { cookie: '' },
  });
  expect(JSON.stringify(await visitor.json())).toContain(name);
});
