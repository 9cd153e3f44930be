import { expect, type Page, test } from '@playwright/test';
import { payWithCard } from '../support/payments.ts';
import { fitsPhone } from '../support/phone.ts';
import { logIn, signUp, unique } from '../support/session.ts';

/** Puts an organization on a plan through the end-to-end server's test-only route. */
async function setPlan(page: Page, organization: string, plan: string) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/test/plan', {
    data: { org: organization, plan },
    headers: { 'x-xsrf-token': csrf },
  });
  expect(response.ok(), await response.text()).toBe(true);
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
  await page.screenshot({ path: test.info().outputPath('orders-1366.png'), fullPage: true });
  await fitsPhone(page, test.info().outputPath('orders-390.png'));

  await row.getByRole('link').click();
  await expect(orderHeading).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-1366.png'), fullPage: true });
  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund this order?' });
  await refund.getByRole('button', { name: 'Refund $99.00' }).click();
  await expect(refund.getByText('This field is required')).toBeVisible();
  await refund.getByLabel('Reason').fill('Ordered by mistake; asked by phone.');
  await page.screenshot({ path: test.info().outputPath('refund-dialog-1366.png') });
  await refund.getByRole('button', { name: 'Refund $99.00' }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByText('Order refunded')).toBeVisible();
  await expect(page.locator('.mantine-Badge-root', { hasText: 'Refunded' })).toBeVisible();
  await expect(page.getByText('Ordered by mistake; asked by phone.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('order-refunded-1366.png'), fullPage: true });
  await fitsPhone(page, test.info().outputPath('order-refunded-390.png'));

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
  await dialog.getByLabel('Expires on').fill('2099-12-31');
  await page.screenshot({ path: test.info().outputPath('promo-dialog-1366.png') });
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

  // A fixed amount off, from a first day to come: the list says it is not valid yet.
  const amountCode = `${code.slice(0, 18)}USD`;
  await page.getByRole('button', { name: 'Add promo code' }).click();
  const fixed = page.getByRole('dialog', { name: 'New promo code' });
  await fixed.getByLabel('Code').fill(amountCode);
  await fixed.getByText('A fixed amount').click();
  await expect(fixed.getByLabel('Percentage off')).toHaveCount(0);
  await fixed.getByRole('button', { name: 'Save' }).click();
  await expect(fixed.getByText('This field is required')).toBeVisible();
  await fixed.getByLabel('Amount off (USD)').fill('12.50');
  await fixed.getByLabel('First day').fill('2099-02-01');
  await fixed.getByLabel('Expires on').fill('2099-01-01');
  await fixed.getByRole('button', { name: 'Save' }).click();
  await expect(fixed.getByText('The first day must come before the day the code expires')).toBeVisible();
  await fixed.getByLabel('Expires on').fill('2099-03-01');
  await page.screenshot({ path: test.info().outputPath('promo-dialog-amount-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('promo-dialog-amount-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await fixed.getByRole('button', { name: 'Save' }).click();
  await expect(fixed).toBeHidden();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(amountCode);
  const amountRow = page.getByRole('row').filter({ hasText: amountCode });
  await expect(amountRow).toContainText('$12.50');
  await expect(amountRow).toContainText('2099-02-01');
  await expect(amountRow).toContainText('2099-03-01');
  await expect(amountRow).toContainText('Not yet valid');
  await amountRow.getByRole('button', { name: 'Edit' }).click();
  const editAmount = page.getByRole('dialog', { name: `Edit ${amountCode}` });
  await expect(editAmount.getByLabel('Amount off (USD)')).toHaveValue('$12.50');
  await editAmount.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(code);
  await expect(page.getByRole('row').filter({ hasText: amountCode })).toHaveCount(0);
  await expect(promoRow).toContainText('Retired');
  await page.screenshot({ path: test.info().outputPath('promo-codes-1366.png'), fullPage: true });
  await fitsPhone(page, test.info().outputPath('promo-codes-390.png'));
});

/** A calculation the engine computes: a 7 × 6 × 4 m classroom. */
const CLASSROOM = {
  name: 'Refunded Classroom',
  units: { system: 'Metric' },
  len: 7,
  width: 6,
  height: 4,
  temperature: 20,
  rtDecay: 60,
  settings: { limitCoefficients: false, airAbsorption: true },
  gui: { showSabine: true, openPanels: ['sabine'] },
  surfaces: [
    {
      type: 'multiaxis-custom-alpha',
      name: 'Mineral fibre ceiling tile',
      a125: 0.3,
      a250: 0.55,
      a500: 0.7,
      a1000: 0.75,
      a2000: 0.8,
      a4000: 0.8,
      area: { fc: 42 },
    },
  ],
};

/** Shares a calculation through the API, paid with the success card: answers the order and the link. */
async function shareThroughApi(page: Page): Promise<{ orderId: string; link: string }> {
  // Any API answer sets the cookie the CSRF header repeats.
  expect((await page.request.get('/api/current-user')).ok()).toBe(true);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'x-xsrf-token': csrf };
  const created = await page.request.post('/api/payment/create', {
    headers,
    data: {
      purpose: 'share',
      calc: JSON.stringify(CLASSROOM),
      message: 'Ceiling tiles only',
      receiptEmail: 'refund-share@example.com',
      idempotencyKey: unique('checkout').replace(/[^A-Za-z0-9]/g, ''),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const payment = (await created.json()).payment;
  const year = String((new Date().getFullYear() + 2) % 100);
  const paid = await page.request.post('/api/payment/confirm', {
    headers,
    data: {
      paymentId: payment.id,
      clientSecret: payment.clientSecret,
      card: { number: '4242424242424242', expiry: `12/${year}`, cvc: '123' },
    },
  });
  expect((await paid.json()).payment.status).toBe('succeeded');
  const shared = await page.request.post('/api/wavelets', { headers, data: { paymentId: payment.id } });
  expect(shared.ok(), await shared.text()).toBe(true);
  return { orderId: payment.id, link: (await shared.json()).wavelet.link };
}

test('a refunded share stops serving: its page says the calculation is no longer available', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.setViewportSize({ width: 1366, height: 900 });
  const { orderId, link } = await shareThroughApi(visitor);
  await visitor.goto(`/public/rt/${link}`);
  await expect(visitor.getByRole('heading', { name: 'Refunded Classroom' })).toBeVisible();

  await logIn(page, 'admin@roomtone.test', 'admin-password-e2e');
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund this order?' });
  await refund.getByLabel('Reason').fill('Shared the wrong room.');
  await refund.getByRole('button', { name: 'Refund $2.00' }).click();
  await expect(refund).toBeHidden();
  await expect(page.locator('.mantine-Badge-root', { hasText: 'Refunded' })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('alert')).toContainText('This shared calculation is no longer available.');
  await expect(visitor.getByRole('heading', { name: 'Refunded Classroom' })).toHaveCount(0);
  await visitor.screenshot({ path: test.info().outputPath('share-refunded-1366.png'), fullPage: true });
  await fitsPhone(visitor, test.info().outputPath('share-refunded-390.png'));
  await visitorContext.close();
});
