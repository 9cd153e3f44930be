import { expect, type Locator, type Page, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox.ts';
import { signUp, unique } from '../support/session.ts';

async function payWithCard(dialog: Locator) {
  await expect(dialog.getByTestId('card-entry')).toBeVisible();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill(`12${String((new Date().getFullYear() + 2) % 100)}`);
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pay' }).click();
}

/** Puts an organization on a plan through the end-to-end server's test-only route. */
async function setPlan(page: Page, organization: string, plan: string) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/test/plan', {
    data: { org: organization, plan },
    headers: { 'x-xsrf-token': csrf },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('an organization owner buys the Professional plan from the Subscription tab', async ({ page }) => {
  const organizationName = unique('Plan Buyers');
  const { email } = await signUp(page, { organizationName });
  await page.goto('/organization/settings#subscription');
  await expect(page.getByRole('heading', { name: 'No plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy Professional (monthly)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Professional (monthly)' });
  await expect(dialog.getByTestId('payment-total')).toHaveText('$99.00');
  await expect(dialog.getByLabel('Email for the receipt')).toHaveValue(email);
  await payWithCard(dialog);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your organization is now on the Professional (monthly) plan.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Professional (monthly)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Finishes' })).toBeVisible();
  const receipt = await waitForMail('Professional (monthly) plan');
  expect(receipt).toContain(email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('subscription-390.png'), fullPage: true });
});

test('a sponsor buys acoustical model credits on the dashboard and sees the models in the Models tab', async ({
  page,
}) => {
  const organizationName = unique('Sponsor Panels');
  await signUp(page, { organizationName });
  await setPlan(page, organizationName, 'sponsor-gold');
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Acoustical model credits' });
  await expect(panel).toBeVisible();
  const count = panel.getByLabel('Count');
  await count.fill('');
  await expect(panel.getByText('This field is required')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Buy credits' })).toBeDisabled();
  await count.fill('1.5');
  await expect(panel.getByText('Count must be Integer')).toBeVisible();
  await count.fill('3');
  await expect(panel.getByTestId('credits-total')).toHaveText('Total $297.00');
  await page.screenshot({ path: test.info().outputPath('dashboard-credits-1280.png') });
  await panel.getByRole('button', { name: 'Buy credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy acoustical model credits' });
  await expect(dialog.getByTestId('payment-total')).toHaveText('$297.00');
  await payWithCard(dialog);
  await expect(dialog).toBeHidden();
  await expect(
    panel.getByText(/3 credits added\. .*dimensioned drawings, a product image and test data/),
  ).toBeVisible();

  await page.goto('/organization/settings#models');
  await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(4);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Acoustical model credits' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('dashboard-credits-390.png'), fullPage: true });
});
