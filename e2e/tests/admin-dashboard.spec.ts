import { expect, test } from '@playwright/test';
import { MESSAGES } from '@roomtone/contracts';
import { logIn, signUp } from '../support/session.ts';

test('the administrator without an organization gets a dashboard that says what the account can do', async ({
  page,
}) => {
  await logIn(page, 'admin@roomtone.test', 'admin-password-e2e');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'You are signed in as an administrator' })).toBeVisible();
  await expect(page.getByText('Project not found')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');
  const name = page.getByTestId('user-name');
  const color = await name.evaluate((element) => getComputedStyle(element).color);
  // Light text on the dark administrators' bar: every channel well above the bar's.
  const channels = (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  expect(Math.min(...channels)).toBeGreaterThan(200);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/admin-dashboard-390.png', fullPage: true });
});

test('a project or client address with a malformed id shows Page Not Found, not the field message', async ({
  page,
}) => {
  await signUp(page, { firstName: 'Cyril', lastName: 'Harris' });
  for (const path of ['/project/does-not-exist', '/clients/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(MESSAGES.mustBeAnId)).toHaveCount(0);
  }
});
