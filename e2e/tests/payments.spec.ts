import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox.ts';
import { payWithCard } from '../support/payments.ts';
import { signUp, unique } from '../support/session.ts';

/** Puts an organization on a plan through the end-to-end server's test-only route. */
async function setPlan(page: Page, organization: string, plan: string) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/test/plan', {
    data: { org: organization, plan },
    headers: { 'x-xsrf-token': csrf },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Adds a promo code through the end-to-end server's test-only route (`npm run promo:create`'s command). */
async function createPromo(page: Page, args: string[]) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/test/promo', {
    data: { args },
    headers: { 'x-xsrf-token': csrf },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A calendar month after `start`, as the server counts a period (31 Jan + 1 month = 28/29 Feb). */
function monthAfter(start: Date): Date {
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** The day `months` monthly periods from now end, as the Subscription tab writes it. */
function monthsAhead(months: number): string {
  let end = new Date();
  for (let index = 0; index < months; index++) end = monthAfter(end);
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(end);
}

/** The day a monthly plan bought now renews, as the Subscription tab writes it. */
function inAMonth(): string {
  return monthsAhead(1);
}

/** A promo code unique to this run. */
function uniqueCode(prefix: string): string {
  return unique(prefix)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
}

test('an organization owner buys the Professional plan with a promo code, sees its renewal date, receipt and cancels at period end', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const organizationName = unique('Plan Buyers');
  const { email } = await signUp(page, { organizationName });
  const code = unique('PLAN')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
  await createPromo(page, ['--code', code, '--percent', '25', '--for', 'subscription']);
  await page.goto('/organization/settings#subscription');
  await expect(page.getByRole('heading', { name: 'No plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Buy Professional (monthly)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Professional (monthly)' });
  await expect(dialog.getByTestId('payment-total')).toHaveText('$99.00');
  await expect(dialog.getByLabel('Email for the receipt')).toHaveValue(email);

  const promo = dialog.getByLabel('Promo code (optional)');
  await promo.fill('NOSUCHCODE');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('This promo code is not valid.')).toBeVisible();
  await promo.fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText(`Promo code ${code}: 25% off`)).toBeVisible();
  await expect(dialog.getByTestId('payment-total')).toHaveText('$99.00$74.25');
  await page.screenshot({ path: test.info().outputPath('payment-dialog-promo-1366.png') });
  await payWithCard(dialog);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your organization is now on the Professional (monthly) plan.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Professional (monthly)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Finishes' })).toBeVisible();
  const mail = await waitForMail('Professional (monthly) plan');
  expect(mail).toContain(email);
  expect(mail).toContain('Total paid: $74.25');

  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('$99.00 per month').first()).toBeVisible();
  await expect(panel.getByTestId('plan-renews-on')).toHaveText(inAMonth());
  const history = panel.getByRole('region', { name: 'Order history' });
  const row = history.getByRole('row', { name: /Professional \(monthly\) plan/ });
  await expect(row).toContainText('$74.25');
  await expect(row).toContainText('Paid');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('subscription-1366.png'), fullPage: true });
  await row.getByRole('button', { name: /^Receipt of Professional \(monthly\) plan/ }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt.getByRole('row', { name: `Promo code ${code} −$24.75` })).toBeVisible();
  await expect(receipt.getByRole('row', { name: 'Total paid $74.25' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('receipt-1366.png') });
  await receipt.getByRole('button', { name: 'Close' }).click();
  await expect(receipt).toBeHidden();

  await panel.getByRole('button', { name: 'Cancel at period end' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel the plan at the end of the period?' });
  await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    panel.getByText(`Professional (monthly) ends on ${inAMonth()} and will not renew.`),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Finishes' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Resume plan' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('subscription-390.png'), fullPage: true });
  await page.getByRole('tabpanel').getByRole('button', { name: 'Resume plan' }).click();
  await expect(page.getByRole('tabpanel').getByTestId('plan-renews-on')).toHaveText(inAMonth());
});

test('an organization owner renews the plan from the end of its period, with a fixed-amount code and then a code covering it all', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const organizationName = unique('Plan Renewers');
  await signUp(page, { organizationName });
  const tenOff = uniqueCode('TENOFF');
  const allOff = uniqueCode('ALLOFF');
  await createPromo(page, ['--code', tenOff, '--amount', '20', '--for', 'subscription']);
  await createPromo(page, ['--code', allOff, '--amount', '500', '--for', 'subscription']);
  await page.goto('/organization/settings#subscription');
  await page.getByRole('button', { name: 'Buy Professional (monthly)' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy Professional (monthly)' });
  await payWithCard(buy);
  await expect(buy).toBeHidden();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('plan-renews-on')).toHaveText(inAMonth());

  // Renew with $20 off: the dialog shows the new total before Pay.
  await panel.getByRole('button', { name: 'Renew Professional (monthly)' }).click();
  const renew = page.getByRole('dialog', { name: 'Renew Professional (monthly)' });
  await expect(renew.getByText(`ends on ${inAMonth()}`)).toBeVisible();
  await expect(renew.getByTestId('payment-total')).toHaveText('$99.00');
  await renew.getByLabel('Promo code (optional)').fill(tenOff);
  await renew.getByRole('button', { name: 'Apply' }).click();
  await expect(renew.getByText(`Promo code ${tenOff}: $20.00 off`)).toBeVisible();
  await expect(renew.getByTestId('payment-total')).toHaveText('$99.00$79.00');
  await expect(renew.getByTestId('card-entry')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('renew-dialog-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('renew-dialog-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await payWithCard(renew);
  await expect(renew).toBeHidden();
  // The new renewal date counts from the end of the paid period, not from today.
  await expect(panel.getByTestId('plan-renews-on')).toHaveText(monthsAhead(2));
  await expect(
    panel.getByText(`Thank you. Professional (monthly) now renews on ${monthsAhead(2)}.`),
  ).toBeVisible();
  const history = panel.getByRole('region', { name: 'Order history' });
  await expect(history.getByRole('row', { name: /Professional \(monthly\) plan/ })).toHaveCount(2);
  await expect(history.getByRole('row').filter({ hasText: '$79.00' })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('renewed-1366.png'), fullPage: true });

  // A code larger than the price: nothing to pay, no card asked for.
  await panel.getByRole('button', { name: 'Renew Professional (monthly)' }).click();
  await renew.getByLabel('Promo code (optional)').fill(allOff);
  await renew.getByRole('button', { name: 'Apply' }).click();
  await expect(renew.getByTestId('payment-total')).toHaveText('$99.00$0.00');
  await expect(renew.getByTestId('nothing-to-pay')).toBeVisible();
  await page.waitForTimeout(1_200);
  await expect(renew.getByTestId('card-entry')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('renew-free-390.png') });
  await renew.getByRole('button', { name: 'Pay' }).click();
  await expect(renew).toBeHidden();
  await expect(panel.getByTestId('plan-renews-on')).toHaveText(monthsAhead(3));
  await expect(history.getByRole('row').filter({ hasText: '$0.00' })).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('renewed-390.png'), fullPage: true });
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
