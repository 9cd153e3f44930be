import { expect, test } from '@playwright/test';
import { apiPost, signUp, unique, uniqueEmail } from '../support/session.ts';

test('the members list names the owner apart, shows each role and who may be removed', async ({ page }) => {
  test.setTimeout(60_000);
  const organizationName = unique('Sabine Partners');
  const { email: ownerEmail } = await signUp(page, { organizationName });
  await apiPost(page, '/api/test/plan', { org: organizationName, plan: 'pro-monthly' });
  const memberEmail = uniqueEmail('tom');
  await apiPost(page, '/api/account/organization/member', {
    email: memberEmail,
    password: 'reverberation-1',
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/members');
  const owner = page.getByRole('region', { name: 'Owner' });
  await expect(owner.getByText(ownerEmail)).toBeVisible();
  await expect(owner.getByText('Owner', { exact: true })).toBeVisible();
  await expect(
    owner.getByText('The organization account: manages the members and cannot be removed.'),
  ).toBeVisible();
  await expect(owner.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByText(memberEmail)).toBeVisible();
  await expect(members.getByText('Member', { exact: true })).toBeVisible();
  await expect(members.getByText('May be removed by the owner.')).toBeVisible();
  await expect(members.getByRole('button', { name: /^Delete / })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('members-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('members-phone.png'), fullPage: true });

  // With the member removed, the list's empty text is that of docs/product/screens.md#organization, and the
  // owner stays.
  await page.setViewportSize({ width: 1366, height: 900 });
  await members.getByRole('button', { name: /^Delete / }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Remove|Delete/ })
    .click();
  await expect(page.getByText('no documents matched')).toBeVisible();
  await expect(owner.getByText(ownerEmail)).toBeVisible();
});
