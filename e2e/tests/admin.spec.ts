import { type Browser, expect, type Page, test } from '@playwright/test';
import { logIn, signUp, unique } from '../support/session.ts';

/** A user with an organization account, made in a browser of their own. */
async function organizationUser(browser: Browser, lastName: string, organizationName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const credentials = await signUp(page, { firstName: 'Ada', lastName, organizationName });
  await context.close();
  return credentials;
}

/** No page-level horizontal scroll at the phone width. */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('an administrator finds a user from the bar, notes, changes the plan, edits a finish and reads the audit', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const lastName = `Kuttruff${Date.now() % 1_000_000}`;
  const organizationName = unique('Reverb Partners');
  const user = await organizationUser(browser, lastName, organizationName);

  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'admin@roomtone.test', 'admin-password-e2e');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  await expect(page.getByText('Revisions this week')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-1366.png'), fullPage: true });

  // The bar's search: grouped results after the pause, chosen with the keyboard.
  const search = page.getByRole('textbox', { name: 'Search users, organizations and administrators' });
  await search.fill(lastName.slice(0, 14));
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByText('Users', { exact: true })).toBeVisible();
  await expect(
    results.getByRole('option', { name: new RegExp(user.email.replace(/[.+]/g, '\\$&')) }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('search-1366.png') });
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: `Ada ${lastName}`, level: 1 })).toBeVisible();

  // A note about the user, with its author.
  await page.getByLabel('New note').fill('Asked for a quote on the sponsor tier.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const note = page.getByRole('listitem').filter({ hasText: 'Asked for a quote on the sponsor tier.' });
  await expect(note).toContainText('admin@roomtone.test');
  await page.screenshot({ path: test.info().outputPath('user-1366.png'), fullPage: true });

  // Their organization's plan.
  await page.getByRole('link', { name: organizationName }).click();
  await expect(page.getByRole('heading', { name: organizationName, level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Sponsor Gold' }).click();
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Plan saved')).toBeVisible();
  await expect(page.locator('.mantine-Badge-root', { hasText: 'sponsor-gold' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('organization-1366.png'), fullPage: true });

  // A global finish edited in place, then found by the calculator's search.
  const keyword = unique('hushpanel').replace(/-/g, '');
  await page.getByRole('link', { name: 'Finishes', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Metal blinds');
  await page.getByRole('button', { name: 'Edit Metal blinds' }).click();
  const keywords = page.getByLabel('Alternative keywords');
  await keywords.fill(`${await keywords.inputValue()} ${keyword}`.trim());
  await page.getByRole('button', { name: 'Save finish' }).click();
  await expect(page.getByText('Finish saved')).toBeVisible();
  await page.goto('/public/rt');
  await page.getByRole('button', { name: 'Search from database', exact: true }).click();
  const finishSearch = page.getByTestId('surface-card').last().getByLabel('Finish: search');
  await finishSearch.click();
  await finishSearch.fill(keyword);
  await expect(page.getByRole('option', { name: /^Metal blinds: 125 Hz/ })).toBeVisible({ timeout: 10_000 });

  // The audit log tells who did what to which entity.
  await page.goto('/admin/logs');
  await page.getByLabel('Action').fill('admin.');
  const table = page.getByRole('table');
  await expect(table.getByText('admin.finish.update')).toBeVisible();
  await expect(table.getByText('admin.organization.plan.set')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'admin.user.note.add' })).toContainText(user.email);
  await page.screenshot({ path: test.info().outputPath('logs-1366.png'), fullPage: true });

  // The same screens at the phone width.
  await fitsPhone(page);
  await page.screenshot({ path: test.info().outputPath('logs-390.png'), fullPage: true });
  await page.goto('/admin');
  await expect(page.getByText('Revisions this week')).toBeVisible();
  await fitsPhone(page);
  await page.screenshot({ path: test.info().outputPath('dashboard-390.png'), fullPage: true });
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await fitsPhone(page);
  await page.screenshot({ path: test.info().outputPath('users-390.png'), fullPage: true });
  await page.getByRole('link', { name: `Ada ${lastName}` }).click();
  await expect(page.getByText('Asked for a quote on the sponsor tier.')).toBeVisible();
  await fitsPhone(page);
  await page.screenshot({ path: test.info().outputPath('user-390.png'), fullPage: true });
});

test('a signed-in user who is not an administrator is turned away from /admin', async ({ page }) => {
  await signUp(page);
  await page.goto('/admin/users');
  await expect(page).not.toHaveURL(/\/admin/);
});

test('the reference, administrators and groups pages work at both widths', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'admin@roomtone.test', 'admin-password-e2e');

  // A status added in place, then listed.
  const status = unique('Modelling');
  await page.goto('/admin/statuses');
  await page.getByRole('button', { name: 'New status' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(status);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: status })).toBeVisible();

  const pages: [string, string, string][] = [
    ['/admin/statuses', 'Acoustic-model statuses', 'statuses'],
    ['/admin/categories', 'Finish categories', 'categories'],
    ['/admin/finishes', 'Global finishes', 'finishes'],
    ['/admin/administrators', 'Administrators', 'administrators'],
    ['/admin/organizations', 'Organizations', 'organizations'],
    ['/admin/admin-groups', 'Admin groups', 'admin-groups'],
  ];
  for (const [path, heading, name] of pages) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-1366.png`), fullPage: true });
    await fitsPhone(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  }
  await expect(page.getByRole('heading', { name: 'Root', level: 2 })).toBeVisible();
});
