import { type Browser, expect, test } from '@playwright/test';
import { payWithCard } from '../support/payments.ts';
import { fitsPhone } from '../support/phone.ts';
import { apiPost, logIn, signUp, unique, uniqueEmail } from '../support/session.ts';

/** An organization account on the pro plan with one member; answers the member's e-mail. */
async function organizationWithMember(browser: Browser, organizationName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, { organizationName });
  await apiPost(page, '/api/test/plan', { org: organizationName, plan: 'pro-monthly' });
  const memberEmail = uniqueEmail('tom');
  await apiPost(page, '/api/account/organization/member', {
    email: memberEmail,
    password: 'reverberation-1',
  });
  await context.close();
  return memberEmail;
}

/** A sponsor organization that bought one acoustical model credit (so it has one model). */
async function sponsorWithModel(browser: Browser, organizationName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, { organizationName });
  await apiPost(page, '/api/test/plan', { org: organizationName, plan: 'sponsor-gold' });
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Acoustical model credits' });
  await panel.getByLabel('Count').fill('1');
  await panel.getByRole('button', { name: 'Buy credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy acoustical model credits' });
  await payWithCard(dialog);
  await expect(panel.getByText(/1 credit added/)).toBeVisible();
  await context.close();
}

test('an administrator moves a member between organizations and moves a model through its statuses', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const memberEmail = await organizationWithMember(browser, unique('Eyring Acoustics'));
  const sponsorName = unique('Fitzroy Panels');
  await sponsorWithModel(browser, sponsorName);

  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'admin@roomtone.test', 'admin-password-e2e');
  await page.goto('/admin');
  const search = page.getByRole('textbox', { name: 'Search users, organizations and administrators' });
  await search.fill(sponsorName);
  const results = page.getByRole('listbox', { name: 'Search results' });
  await results.getByRole('option', { name: new RegExp(`^${sponsorName}`) }).click();
  await expect(page.getByRole('heading', { name: sponsorName, level: 1 })).toBeVisible();

  // The member belongs to another organization account: the field says so and offers the move.
  const users = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Users' }) });
  await users.getByLabel('Add an existing user by e-mail').fill(memberEmail);
  await users.getByRole('button', { name: 'Add member' }).click();
  await expect(
    users.getByText(
      'This user belongs to another organization account: move them here from it, or remove them from it first.',
    ),
  ).toBeVisible();
  await users.getByRole('button', { name: 'Move them here' }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${memberEmail} to ${sponsorName}?` });
  await expect(dialog).toContainText('The projects they made stay with the organization they leave.');
  await page.screenshot({ path: test.info().outputPath('move-dialog-1366.png') });
  await dialog.getByRole('button', { name: 'Move member' }).click();
  await expect(dialog).toBeHidden();
  await expect(users.getByRole('link', { name: memberEmail })).toBeVisible();

  // The model ordered with the credit moves through the statuses kept in /admin/statuses.
  const models = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Acoustic models' }) });
  const status = models.getByRole('combobox', { name: /^Status of / });
  await status.click();
  await page.getByRole('option', { name: 'In progress' }).click();
  await expect(page.getByText('Status changed')).toBeVisible();
  await page.reload();
  await expect(models.getByRole('combobox', { name: /^Status of / })).toHaveValue('In progress');
  // Its orders, each opening its page.
  const orders = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Orders' }) });
  await expect(orders.getByRole('row').filter({ hasText: '1 acoustical model credit' })).toContainText(
    '$99.00',
  );
  await page.screenshot({ path: test.info().outputPath('organization-1366.png'), fullPage: true });
  await fitsPhone(page, test.info().outputPath('organization-390.png'));

  await orders.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Order', level: 1, exact: true })).toBeVisible();

  await page.goto('/admin/logs');
  const log = page.getByRole('table');
  await expect(log.getByRole('row').filter({ hasText: 'admin.organization.member.move' })).toContainText(
    memberEmail,
  );
  await expect(log.getByRole('row').filter({ hasText: 'admin.organization.model.status' })).toContainText(
    'to: In progress',
  );
});
