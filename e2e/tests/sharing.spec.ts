import { expect, type Locator, type Page, test } from '@playwright/test';
import { calculateRoom, formatRt, parseCalcDocument } from '@roomtone/acoustics';
import { waitForMail } from '../support/mailbox.ts';

const DRAFT_KEY = 'roomtone.calculator.draft:public-rt';

const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authentication: '4000 0025 0000 3155',
};

async function fillBands(card: Locator, values: number[]) {
  const bands = [125, 250, 500, 1000, 2000, 4000];
  for (const [index, band] of bands.entries()) {
    await card.getByLabel(`Coefficient at ${band} Hz`).fill(String(values[index]));
  }
}

/** A computable room on the public calculator. */
async function buildRoom(page: Page, name: string) {
  await page.goto('/public/rt');
  await expect(page.getByRole('heading', { name: 'RT Calculator', level: 1 })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Length (ft)').fill('60');
  await page.getByLabel('Width (ft)').fill('45');
  await page.getByLabel('Height (ft)').fill('20');
  await page.getByRole('button', { name: 'Custom surface', exact: true }).click();
  const seats = page.getByTestId('surface-card').first();
  await seats.getByLabel('Surface name').fill('Seats');
  await fillBands(seats, [0.2, 0.3, 0.4, 0.5, 0.5, 0.5]);
  await seats.getByLabel('Floor/ceiling (fc) (ft²)').fill('1500');
}

/**
 * The calc document the public calculator keeps in the browser, once it holds the last value
 * `buildRoom` typed (the draft is written a moment after each edit).
 */
async function draftDocument(page: Page): Promise<unknown> {
  await expect
    .poll(async () => page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY))
    .toMatch(/"fc":\s*1500/);
  const text = await page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY);
  return (JSON.parse(text ?? '{}') as { document: unknown }).document;
}

async function fillCard(dialog: Locator, number: string) {
  await expect(dialog.getByTestId('card-entry')).toBeVisible();
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill(`12${String((new Date().getFullYear() + 2) % 100)}`);
  await dialog.getByLabel('CVC').fill('123');
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an anonymous visitor pays $2 to share a calculation, anyone reads it, and the owner updates it for free', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await buildRoom(page, 'Lecture hall');
  const document = await draftDocument(page);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('Comment').fill('First design');
  await page.getByRole('button', { name: 'Share', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Share by link' });
  // The card entry mounts 1000 ms after the dialog opens: payment-dialog.test.tsx checks that
  // wait, which a busy browser here may not show before its first look.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('payment-total')).toHaveText('$2.00');
  await expect(dialog.getByRole('button', { name: 'Pay' })).toBeDisabled();
  await dialog.getByLabel('Email for the receipt').fill('payer@example.com');
  await fillCard(dialog, CARDS.declined);
  await page.screenshot({ path: test.info().outputPath('payment-dialog-1280.png') });
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();

  await dialog.getByLabel('Card number').fill(CARDS.success);
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/public\/rt\/[A-Za-z0-9_-]{24}\/1$/);
  await expect(dialog).toBeHidden();
  const link = page.url().split('/').at(-2) ?? '';

  await expect(page.getByRole('heading', { name: 'Lecture hall', level: 1 })).toBeVisible();
  const parsed = parseCalcDocument(document);
  if (!parsed.ok) throw new Error('the room is computable');
  const sabine = calculateRoom(parsed.value).rt.sabine.map((band) => formatRt(band.value));
  const sabineRow = page
    .getByTestId('shared-results')
    .getByRole('row', { name: /Sabine/ })
    .first();
  await expect(sabineRow).toContainText(sabine.join(''));
  await expect(page.getByTestId('shared-results').getByRole('row')).toHaveCount(8);

  const receipt = await waitForMail(`/public/rt/${link}/1`);
  expect(receipt).toContain('payer@example.com');
  expect(receipt).toContain('Total paid: $2.00');
  await page.screenshot({ path: test.info().outputPath('shared-1280.png'), fullPage: true });

  // What a chat or mail app reads when the link is pasted: the server's HTML, without scripts.
  const html = await (await page.request.get(`/public/rt/${link}`)).text();
  expect(html).toContain('<title>Lecture hall · Roomtone</title>');
  expect(html).toMatch(
    /<meta property="og:description" content="Shared room acoustics calculation, version 1: First design\./,
  );
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(image).toMatch(new RegExp(`^https?://[^/]+/api/wavelets/preview/${link}/1$`));
  const png = await page.request.get(new URL(image).pathname);
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/public/rt/${link}`);
  await expect(strangerPage.getByRole('heading', { name: 'Lecture hall', level: 1 })).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: 'Edit and update' })).toHaveCount(0);
  await strangerPage.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(strangerPage);
  await strangerPage.screenshot({ path: test.info().outputPath('shared-390.png'), fullPage: true });
  await strangerPage.goto('/public/rt/AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(strangerPage.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await strangerPage.goto(`/public/rt/${link}/7`);
  await expect(strangerPage.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  // Anyone may start a new, unsaved calculation from a shared one; a reload keeps the work.
  await strangerPage.goto(`/public/rt/${link}`);
  await strangerPage.getByRole('button', { name: 'Open a copy in the calculator' }).click();
  await expect(strangerPage).toHaveURL(/\/public\/rt$/);
  await expect(strangerPage.getByLabel('Length (ft)')).toHaveValue('60');
  await expect(strangerPage.getByLabel('Name', { exact: true })).toHaveValue('Lecture hall');
  await expect(strangerPage.getByRole('button', { name: 'Share' })).toBeVisible();
  await strangerPage.getByLabel('Height (ft)').fill('18');
  await strangerPage.waitForTimeout(400);
  await strangerPage.reload();
  await strangerPage.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(strangerPage.getByLabel('Height (ft)')).toHaveValue('18');
  await stranger.close();

  await page.getByRole('button', { name: 'Edit and update' }).click();
  await expect(page.getByRole('heading', { name: 'Update shared calculation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Update', exact: true })).toBeVisible();
  await page.getByLabel('Height (ft)').fill('24');
  await page.getByLabel('Comment').fill('Taller ceiling');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/public/rt/${link}/2$`));
  await expect(page.getByText('Version 2 of 2')).toBeVisible();
  await expect(page.getByText('60.00 × 45.00 × 24.00 ft')).toBeVisible();

  await page.getByRole('combobox', { name: 'Version' }).click();
  await page.getByRole('option', { name: /Version 1 .* First design/ }).click();
  await expect(page).toHaveURL(new RegExp(`/public/rt/${link}/1$`));
  await expect(page.getByText('60.00 × 45.00 × 20.00 ft')).toBeVisible();
  await expect(page.getByText('Older version')).toBeVisible();
});

test('a card that asks for an extra confirmation pays only when it is completed', async ({ page }) => {
  test.setTimeout(90_000);
  await buildRoom(page, 'Board room');
  await page.getByLabel('Comment').fill('Board room option A');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share by link' });
  await dialog.getByLabel('Email for the receipt').fill('board@example.com');
  await fillCard(dialog, CARDS.authentication);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('payment-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(dialog.getByText('Confirm this payment')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fail confirmation' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'unable to authenticate' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Pay' }).click();
  await dialog.getByRole('button', { name: 'Complete confirmation' }).click();
  await expect(page).toHaveURL(/\/public\/rt\/[A-Za-z0-9_-]{24}\/1$/);
  await expect(page.getByRole('heading', { name: 'Board room', level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
