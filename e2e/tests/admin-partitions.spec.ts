import { expect, test } from '@playwright/test';
import { fitsPhone } from '../support/phone.ts';
import { logIn } from '../support/session.ts';

/** partitions.csv's columns; t50 … t6300 are the third-octave bands. */
const BANDS = [
  50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000, 2500, 3150, 4000,
  5000, 6300,
];
const COLUMNS = [
  'id',
  'category',
  'description',
  'element_codes',
  'stc',
  'lab',
  'test_no',
  'test_date',
  ...BANDS.map((band) => `t${band}`),
];
/**
 * The STC-40 reference contour over 125-4000 Hz (ASTM E413), which the standard rates STC 42,
 * and plausible values outside the rated range.
 */
const CONTOUR_40: Record<number, number> = {
  50: 12,
  63: 15,
  80: 18,
  100: 21,
  125: 24,
  160: 27,
  200: 30,
  250: 33,
  315: 36,
  400: 39,
  500: 40,
  630: 41,
  800: 42,
  1000: 43,
  1250: 44,
  1600: 44,
  2000: 44,
  2500: 44,
  3150: 44,
  4000: 44,
  5000: 45,
  6300: 46,
};

function labRow(id: string, description: string, testNo: string, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    id,
    category: 'Walls',
    description: `"${description}"`,
    element_codes: 'GB13;SS;INS50',
    stc: '42',
    lab: 'Riverbank Acoustical Laboratories',
    test_no: testNo,
    test_date: '2021-06-08',
    ...Object.fromEntries(BANDS.map((band) => [`t${band}`, String(CONTOUR_40[band])])),
    ...overrides,
  };
  return COLUMNS.map((column) => values[column] ?? '').join(',');
}

test('an administrator checks a laboratory CSV, imports it and finds the partition in the public database', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const goodId = `E2E-${stamp}`;
  const description = `Double steel studs, gypsum both sides, test ${stamp}`;
  const csv = [
    COLUMNS.join(','),
    labRow(goodId, description, `TL-${stamp}`),
    labRow(`E2E-BAD-${stamp}`, 'A wall with a typo', `TL-BAD-${stamp}`, { t500: 'forty', stc: '45' }),
  ].join('\n');
  const file = { name: 'lab-tests.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) };

  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'admin@roomtone.test', 'admin-password-e2e');
  await page.goto('/admin');

  // Every section of the bar is a visible link at the desktop width, the new one too.
  const bar = page.getByRole('navigation', { name: 'Administration' });
  for (const name of ['Dashboard', 'Users', 'Organizations', 'Finishes', 'Partitions', 'Orders', 'Logs']) {
    await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const barBox = await bar.boundingBox();
  expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.screenshot({
    path: test.info().outputPath('bar-1366.png'),
    clip: { x: 0, y: 0, width: 1366, height: 200 },
  });
  expect(barBox?.height ?? 0).toBeLessThan(90);
  await bar.getByRole('link', { name: 'Partitions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Partitions import', level: 1 })).toBeVisible();
  await expect(page.getByText('No report yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('partitions-empty-1366.png'), fullPage: true });

  // Checking without a file, then a file that is not CSV: the message is at the field.
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(page.getByText('Choose a CSV file first.')).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
  });
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(page.getByText('Only CSV files (plain text, .csv) can be imported.')).toBeVisible();
  // A CSV of some other table: the server names the missing columns.
  await page.getByLabel('CSV file').setInputFiles({
    name: 'finishes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('id,name,a125\nF1,Carpet,0.05\n'),
  });
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(
    page.getByText(/^This file cannot be imported: missing column\(s\): category, description/),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('partitions-bad-header-1366.png'), fullPage: true });

  // The laboratory file, checked: one row would load, one is refused with every reason.
  await page.getByLabel('CSV file').setInputFiles(file);
  await expect(page.getByText('lab-tests.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(page.getByRole('heading', { name: 'Check of lab-tests.csv' })).toBeVisible();
  await expect(page.getByText('Importing this file would load 1 partition and refuse 1 row.')).toBeVisible();
  const loaded = page.getByRole('table', { name: 'Loaded rows' });
  await expect(loaded.getByRole('row').filter({ hasText: goodId })).toContainText('42');
  await expect(loaded.getByRole('link')).toHaveCount(0);
  const refused = page
    .getByRole('table', { name: 'Refused rows' })
    .getByRole('row')
    .filter({ hasText: 'E2E-BAD' });
  await expect(refused).toContainText('3');
  await expect(refused).toContainText("t500 'forty' is not a number");
  await page.screenshot({ path: test.info().outputPath('partitions-checked-1366.png'), fullPage: true });
  await fitsPhone(page, test.info().outputPath('partitions-checked-390.png'));

  // Nothing was loaded by the check.
  const publicPage = await page.context().newPage();
  await publicPage.goto('/public/partitions?stcMin=42&stcMax=42');
  await expect(publicPage.getByRole('heading', { name: 'Partitions', level: 1 })).toBeVisible();
  await expect(publicPage.getByText(description)).toHaveCount(0);
  await publicPage.close();

  // Imported: the report says what was loaded and links to the partition in the public database.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import of lab-tests.csv' })).toBeVisible();
  await expect(page.getByText('1 partition loaded', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('partitions-imported-1366.png'), fullPage: true });
  await fitsPhone(page, test.info().outputPath('partitions-imported-390.png'));

  // The bar on a phone: one menu of every section, used with the keyboard.
  await page.setViewportSize({ width: 390, height: 844 });
  const sections = page.getByRole('button', { name: 'Admin sections: Partitions' });
  await expect(sections).toBeVisible();
  await sections.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Orders' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  // The dropdown fades in; the picture is of the open menu.
  await page.waitForTimeout(400);
  await page.screenshot({ path: test.info().outputPath('bar-menu-390.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Orders' })).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('table', { name: 'Loaded rows' }).getByRole('link', { name: goodId }).click();
  await expect(page).toHaveURL(/\/public\/partitions\?stcMin=42&stcMax=42$/);
  const row = page.getByRole('row').filter({ hasText: description });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Riverbank Acoustical Laboratories');
  await expect(row).toContainText(`TL-${stamp}`);
  await page.screenshot({ path: test.info().outputPath('public-partitions-1366.png'), fullPage: true });

  // The import is in the audit log.
  await page.goto('/admin/logs');
  await page.getByLabel('Action').fill('admin.partitions.import');
  await expect(
    page.getByRole('table').getByRole('row').filter({ hasText: 'admin.partitions.import' }).first(),
  ).toContainText('lab-tests.csv');
});
