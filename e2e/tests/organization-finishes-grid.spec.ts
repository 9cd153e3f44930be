import { expect, test } from '@playwright/test';
import { apiPost, signUp, unique } from '../support/session.ts';

test('the finishes grid says why a band is refused in its cell, recomputes NRC as typed, and counts one finish', async ({
  page,
}) => {
  const organizationName = unique('Kinetics Labs');
  await signUp(page, { organizationName });
  await apiPost(page, '/api/test/plan', { org: organizationName, plan: 'manufacturer-monthly' });
  await apiPost(page, '/api/org/finishes', {
    name: 'Tile',
    description: 'Mineral fibre tile',
    a125: 0.5,
    a250: 0.55,
    a500: 0.6,
    a1000: 0.75,
    a2000: 0.8,
    a4000: 0.85,
  });
  await page.goto('/organization/settings#finishes');
  const grid = page.getByRole('table', { name: 'Organization finishes' });
  await expect(page.getByText('1 finish. The shaded row adds a new one.')).toBeVisible();
  const nrc = grid.getByTestId('finish-nrc').first();
  // (0.55 + 0.6 + 0.75 + 0.8) / 4 = 0.675, rounded to 0.05: 0.70.
  await expect(nrc).toHaveText('0.70');

  const cell = grid.getByLabel('500 Hz, Tile');
  await cell.fill('abc');
  await expect(cell).toHaveAttribute('aria-invalid', 'true');
  const message = grid.getByRole('alert');
  await expect(message).toBeVisible();
  await expect(message).not.toHaveText('');
  await expect(cell).toHaveAccessibleDescription(await message.innerText());
  await expect(nrc).toHaveText('—');

  // (0.55 + 0.2 + 0.75 + 0.8) / 4 = 0.575: 0.60, before the cell is left.
  await cell.fill('0.2');
  await expect(cell).not.toHaveAttribute('aria-invalid', 'true');
  await expect(grid.getByRole('alert')).toHaveCount(0);
  await expect(nrc).toHaveText('0.60');
  await cell.press('Enter');
  await expect(page.getByText('Finish saved')).toBeVisible();
  await page.reload();
  await expect(grid.getByTestId('finish-nrc').first()).toHaveText('0.60');
});
