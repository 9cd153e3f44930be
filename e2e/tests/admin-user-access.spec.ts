import { expect, type Page, test } from '@playwright/test';
import { fitsPhone } from '../support/phone.ts';
import { logIn, signUp } from '../support/session.ts';

/** Opens a user's admin page through the bar's search. */
async function openUser(page: Page, lastName: string) {
  await page.goto('/admin');
  const search = page.getByRole('textbox', { name: 'Search users, organizations and administrators' });
  await search.fill(lastName);
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: `Ada ${lastName}`, level: 1 })).toBeVisible();
}

test('an administrator locks a user out, unlocks them, and views the app as them for a stated reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const lastName = `Lockhart${Date.now() % 1_000_000}`;
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const credentials = await signUp(userPage, { firstName: 'Ada', lastName });

  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'admin@roomtone.test', 'admin-password-e2e');
  await openUser(page, lastName);
  const card = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Lock and view as' }) });
  await expect(card).toContainText('Not locked: the user can sign in.');

  // Lock: the reason is required, then the user is out everywhere.
  await card.getByRole('button', { name: 'Lock', exact: true }).click();
  const lockDialog = page.getByRole('dialog', { name: `Lock ${credentials.email}?` });
  await lockDialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(lockDialog.getByText('This field is required')).toBeVisible();
  await lockDialog.getByLabel('Reason').fill('Card chargeback under review.');
  await page.screenshot({ path: test.info().outputPath('lock-dialog-1366.png') });
  await lockDialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(lockDialog).toBeHidden();
  await expect(card).toContainText('Card chargeback under review.');
  await expect(page.locator('.mantine-Badge-root', { hasText: 'Locked' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'View as this user' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('user-locked-1366.png'), fullPage: true });

  await userPage.goto('/dashboard');
  await expect(userPage).not.toHaveURL(/\/dashboard$/);
  await userPage.goto('/login');
  await userPage.getByLabel('Email').fill(credentials.email);
  await userPage.getByLabel(/^Password/).fill(credentials.password);
  await userPage.getByRole('button', { name: 'Log in' }).click();
  await expect(
    userPage.getByText('This account is locked. Please contact us if you think this is a mistake.'),
  ).toBeVisible();

  // Unlock: they sign in again.
  await card.getByRole('button', { name: 'Unlock' }).click();
  await page
    .getByRole('dialog', { name: `Unlock ${credentials.email}?` })
    .getByRole('button', { name: 'Unlock' })
    .click();
  await expect(card).toContainText('Not locked: the user can sign in.');
  await userPage.getByRole('button', { name: 'Log in' }).click();
  await expect(userPage).toHaveURL(/\/account$/);
  await userContext.close();

  // View as the user: a reason, then their dashboard under a banner on every page.
  await card.getByRole('button', { name: 'View as this user' }).click();
  const viewDialog = page.getByRole('dialog', { name: `View the app as ${credentials.email}?` });
  await viewDialog.getByLabel('Reason').fill('Ticket 4711: the dashboard shows no projects.');
  await viewDialog.getByRole('button', { name: 'View as this user' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Viewing as another user' });
  await expect(banner).toContainText(credentials.email);
  await expect(banner).toContainText('Ticket 4711: the dashboard shows no projects.');
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('viewing-as-1366.png'), fullPage: true });
  await fitsPhone(page, test.info().outputPath('viewing-as-390.png'));

  // Their password cannot be changed from here.
  await page.goto('/account/settings');
  await expect(banner).toBeVisible();
  await page.getByRole('tab', { name: 'Password' }).click();
  const passwordForm = page.locator('form').filter({ has: page.getByLabel('Current password') });
  await passwordForm.getByLabel('Current password').fill('whatever-it-is');
  await passwordForm.getByLabel(/^New password/).fill('taken-over-123');
  await passwordForm.getByLabel(/^Confirm/).fill('taken-over-123');
  await passwordForm.getByRole('button', { name: /Change password|Save/ }).click();
  await expect(
    page.getByText(
      'The e-mail address, password and sign-in providers cannot be changed while viewing the app as another user.',
    ),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('viewing-as-settings-1366.png'), fullPage: true });

  // Back: the administrator's own view, on the user's page; the audit log has it all.
  await banner.getByRole('button', { name: 'Back to my account' }).click();
  await expect(page.getByRole('heading', { name: `Ada ${lastName}`, level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto('/admin/logs');
  const log = page.getByRole('table');
  const endRow = log.getByRole('row').filter({ hasText: 'admin.user.view-as.end' });
  await expect(endRow).toContainText(credentials.email);
  await expect(endRow).toContainText('ended: stopped');
  await expect(log.getByRole('row').filter({ hasText: 'admin.user.view-as.start' })).toContainText(
    'Ticket 4711',
  );
  await expect(log.getByRole('row').filter({ hasText: 'admin.user.view-as.request' })).toContainText(
    '/api/account/settings/password',
  );
  await expect(log.getByRole('row').filter({ hasText: 'admin.user.lock' })).toContainText('Card chargeback');
  await page.screenshot({ path: test.info().outputPath('logs-1366.png'), fullPage: true });
  await fitsPhone(page, test.info().outputPath('logs-390.png'));
});
