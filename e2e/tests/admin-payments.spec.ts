import { expect, type Locator, type Page, test } from '@playwright/test';
import { logIn, signUp, unique } from '../support/session.ts';

const SHOTS = '/tmp/adminpay/shots';

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

/** No page-level horizontal scroll at the phone width. */
async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an administrator refunds an order paid through the local processor and manages promo codes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A sponsor pays for one acoustical model credit in a browser of their own.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const organizationName = unique('Refund Panels');
  const credentials = await signUp(buyer, { organizationName });
  await setPlan(buyer, organizationName, 'sponsor-gold');
  await buyer.goto('/dashboard');
  const panel = buyer.getByRole('region', { name: 'Acoustical model credits' });
  await panel.getByLabel('Count').fill('1');
  await panel.getByRole('button', { name: 'Buy credits' }).click();
  const payDialog = buyer.getByRole('dialog', { name: 'Buy acoustical model credits' });
  await payWithCard(payDialog);
  await expect(payDialog).toBeHidden();
  await expect(panel.getByText(/1 credit added/)).toBeVisible();
  await buyerContext.close();

  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'admin@roomtone.test', 'admin-password-e2e');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Search', exact: true });
  const row = page.getByRole('row').filter({ hasText: credentials.email });
  const orderHeading = page.getByRole('heading', { name: 'Order', level: 1, exact: true });
  // A link clicked while the search is still settling is followed, not taken back to the list,
  // even when the order page's code is slow to arrive and the search settles meanwhile.
  await page.route('**/assets/admin-order-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await search.fill(credentials.email);
  await row.getByRole('link').click();
  await expect(orderHeading).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  await page.unrouteAll();
  await page.goBack();

  await search.fill(credentials.email);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$99.00');
  await expect(row).toContainText('Paid');
  await page.screenshot({ path: `${SHOTS}/orders-1366.png`, fullPage: true });
  await fitsPhone(page, 'orders');

  await row.getByRole('link').click();
  await expect(orderHeading).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-1366.png`, fullPage: true });
  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund this order?' });
  await refund.getByRole('button', { name: 'Refund $99.00' }).click();
  await expect(refund.getByText('This field is required')).toBeVisible();
  await refund.getByLabel('Reason').fill('Ordered by mistake; asked by phone.');
  await page.screenshot({ path: `${SHOTS}/refund-dialog-1366.png` });
  await refund.getByRole('button', { name: 'Refund $99.00' }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByText('Order refunded')).toBeVisible();
  await expect(page.locator('.mantine-Badge-root', { hasText: 'Refunded' })).toBeVisible();
  await expect(page.getByText('Ordered by mistake; asked by phone.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/order-refunded-1366.png`, fullPage: true });
  await fitsPhone(page, 'order-refunded');

  // Promo codes: a refused value at its field, then a new code, edited and retired.
  const code = unique('SPRING')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
  await page.getByRole('link', { name: 'Promo codes', exact: true }).click();
  await page.getByRole('button', { name: 'Add promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promo code' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Percentage off').fill('150');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must be a whole number from 1 to 100')).toBeVisible();
  await dialog.getByLabel('Percentage off').fill('20');
  await dialog.getByLabel('Plans').check();
  await dialog.getByLabel('Usage limit').fill('50');
  await dialog.getByLabel('Last day').fill('2099-12-31');
  await page.screenshot({ path: `${SHOTS}/promo-dialog-1366.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(code);
  const promoRow = page.getByRole('row').filter({ hasText: code });
  await expect(promoRow).toContainText('20 %');
  await expect(promoRow).toContainText('0 of 50');
  await promoRow.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${code}` });
  await edit.getByLabel('Percentage off').fill('25');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(promoRow).toContainText('25 %');
  await promoRow.getByRole('button', { name: 'Retire' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retire' }).click();
  await expect(promoRow).toContainText('Retired');
  await page.screenshot({ path: `${SHOTS}/promo-codes-1366.png`, fullPage: true });
  await fitsPhone(page, 'promo-codes');
});
