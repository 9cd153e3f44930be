import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/session.ts';

test('connect a Google account from the settings, then sign in with it', async ({ page }) => {
  await signUp(page, {
    firstName: 'Cyril',
    lastName: 'Harris',
    email: uniqueEmail('social'),
  });

  await page.goto('/account/settings');
  await expect(page.getByText('Google: not connected')).toBeVisible();
  await page.getByRole('link', { name: 'Connect Google' }).click();
  await expect(page).toHaveURL(/\/account\/settings\?provider=google&success=true$/);
  await expect(page.getByText('Successfully connected your google account.')).toBeVisible();
  await expect(page.getByText('Google: connected')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Cyril Harris' })).toBeVisible();

  await page.goto('/account/settings');
  await page.getByRole('button', { name: 'Disconnect Google' }).click();
  await expect(page.getByText('Google: not connected')).toBeVisible();
});
