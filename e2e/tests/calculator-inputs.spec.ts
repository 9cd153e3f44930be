import { expect, type Locator, type Page, test } from '@playwright/test';
import { field, segment } from '../support/calculator-fields.ts';

/*
 * The calculator as an instrument: every typed number is the number computed with (or is refused
 * at its field), absurd sizes cannot freeze the tab, the results stay in view while editing, and
 * the phone shows every band.
 */

const SHOTS = process.env.CALC_SHOTS_DIR;

// Each test types dozens of values; the machine running them may be shared.
test.describe.configure({ timeout: 90_000 });
const BANDS = [125, 250, 500, 1000, 2000, 4000];

async function addSurface(page: Page, button: string): Promise<Locator> {
  const before = await page.getByTestId('surface-card').count();
  await page.getByRole('button', { name: button, exact: true }).click();
  const card = page.getByTestId('surface-card').nth(before);
  // The surface editors are a chunk of their own, loaded with the first surface.
  await expect(card).toBeVisible({ timeout: 20_000 });
  return card;
}

async function fillBands(card: Locator, label: string, values: number[]) {
  for (const [index, band] of BANDS.entries()) {
    await card.getByLabel(`${label} at ${band} Hz`).fill(String(values[index]));
  }
}

/** The input element of a labelled calculator field (its error is linked to it). */
async function sabineRow(page: Page): Promise<string[]> {
  return page.getByTestId('results-table').locator('tr[data-model="sabine"] td').allTextContents();
}

/** A Metric 10 × 8 × 3 m classroom with one custom surface, computed. */
async function classroom(page: Page) {
  await page.goto('/public/rt');
  await segment(page, 'Metric');
  await field(page, 'Length (m)').fill('10');
  await field(page, 'Width (m)').fill('8');
  await field(page, 'Height (m)').fill('3');
  const ceiling = await addSurface(page, 'Custom surface');
  await ceiling.getByLabel('Surface name').fill('Acoustic ceiling');
  await fillBands(ceiling, 'Coefficient', [0.3, 0.5, 0.7, 0.8, 0.8, 0.75]);
  await ceiling.getByLabel('Floor/ceiling (fc) (m²)').fill('80');
  await expect(page.getByTestId('results-problem')).toHaveCount(0);
  return ceiling;
}

/** Milliseconds until the browser paints again: a frozen tab cannot answer. */
async function timeToNextPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      }),
  );
}

test('a decimal comma is the decimal it looks like, and text that is not a number is refused at its field', async ({
  page,
}) => {
  await classroom(page);
  const length = field(page, 'Length (m)');
  await length.fill('10,5');
  await expect(length).toHaveValue('10,5');
  await expect(length).not.toHaveAttribute('aria-invalid', 'true');
  const atTenAndAHalf = await sabineRow(page);
  await length.fill('10.5');
  await expect.poll(() => sabineRow(page)).toEqual(atTenAndAHalf);
  await expect(page.getByText('Numbers: Decimal point or comma: 10.5 or 10,5.')).toBeVisible();

  const cases: [string, string][] = [
    ['1e9', 'Please write the number in full, without an exponent (1e9)'],
    ['10.5.3', 'Please use one decimal separator, such as 10.5 or 10,5'],
    ['abc', 'Please enter a number, such as 10.5 or 10,5'],
    ['-5', 'Must be greater than 0 m'],
    ['0', 'Must be greater than 0 m'],
    ['100000', 'Must be at most 10 000 m'],
  ];
  for (const [typed, message] of cases) {
    await length.fill(typed);
    await expect(length).toHaveValue(typed);
    await expect(length).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    const problem = page.getByTestId('results-problem');
    await expect(problem).toContainText(`The calculation stops at Length: ${message}`);
    await expect(problem).toContainText('The results shown are those of the last valid values.');
    // The last good result stays on screen, set aside, never recomputed from another number.
    await expect(page.getByTestId('results-table')).toHaveAttribute('data-stale', 'true');
    expect(await sabineRow(page)).toEqual(atTenAndAHalf);
  }
  await length.fill('');
  await expect(page.getByTestId('results-problem')).toContainText(
    'Enter the room length, width and height (greater than 0) to see the results.',
  );
  await length.fill('10.5');
  await expect(page.getByTestId('results-problem')).toHaveCount(0);
  await expect(page.getByTestId('results-table')).toHaveAttribute('data-stale', 'false');
  expect(await sabineRow(page)).toEqual(atTenAndAHalf);
});

test('each field rule of section 5 and each physical range is said at its field', async ({ page }) => {
  const ceiling = await classroom(page);
  const good = await sabineRow(page);

  async function expectRefused(input: Locator, typed: string, message: string, label: string) {
    await input.fill(typed);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('results-problem')).toContainText(
      `The calculation stops at ${label}: ${message}`,
    );
    expect(await sabineRow(page)).toEqual(good);
  }

  await expectRefused(
    ceiling.getByLabel('Coefficient at 500 Hz'),
    '-0.5',
    'Must be between 0 and 10',
    'Surface #1, coefficient at 500 Hz',
  );
  await expectRefused(
    ceiling.getByLabel('Coefficient at 500 Hz'),
    '12',
    'Must be between 0 and 10',
    'Surface #1, coefficient at 500 Hz',
  );
  await ceiling.getByLabel('Coefficient at 500 Hz').fill('0.7');
  await expectRefused(
    field(ceiling, 'Sidewalls (lr) (m²)'),
    '-80',
    'Must be between 0 and 100 000 000 m²',
    'Surface #1, Sidewalls (lr) area',
  );
  await expectRefused(
    field(ceiling, 'Sidewalls (lr) (m²)'),
    '1e7',
    'Please write the number in full, without an exponent (1e9)',
    'Surface #1, Sidewalls (lr) area',
  );
  await field(ceiling, 'Sidewalls (lr) (m²)').fill('');
  const temperature = field(page, 'Temperature (°C)');
  await expectRefused(temperature, '-300', 'Must be between -50 and 60 °C', 'Temperature');
  await temperature.fill('20');
  const decay = field(page, 'RT decay (dB)');
  await expectRefused(decay, '0', 'Must be between 1 and 120 dB', 'RT decay');
  await expectRefused(decay, '-60', 'Must be between 1 and 120 dB', 'RT decay');
  await decay.fill('60');
  const goal = field(page, 'RT goal (s)');
  await expectRefused(goal, '-1', 'Must be at least 0 s', 'RT goal');
  await expectRefused(goal, '0.65', 'Please enter the RT goal in steps of 0.1 s', 'RT goal');
  await goal.fill('0.6');
  await goal.press('ArrowUp');
  await expect(goal).toHaveValue('0.7');
  await goal.fill('0.6');
  await expectRefused(field(page, 'Capacity'), '2.5', 'Please enter a whole number', 'Capacity');
  await field(page, 'Capacity').fill('30');

  const curtain = await addSurface(page, 'Variable surface');
  await expectRefused(
    field(curtain, 'Balance (% of Finish B)'),
    '150',
    'Must be between 0 and 100%',
    'Surface #2, balance',
  );
  await expectRefused(
    field(curtain, 'Balance (% of Finish B)'),
    '50.5',
    'Please enter a whole number',
    'Surface #2, balance',
  );
  await field(curtain, 'Balance (% of Finish B)').fill('50');
  await expect(page.getByTestId('results-problem')).toHaveCount(0);
});

test('switching units keeps the exact value, shows it at display precision, and comes back as typed', async ({
  page,
}) => {
  const ceiling = await classroom(page);
  await field(page, 'Length (m)').fill('7');
  await segment(page, 'Imperial');
  await expect(field(page, 'Length (ft)')).toHaveValue('22.97');
  await expect(field(ceiling, 'Floor/ceiling (fc) (ft²)')).toHaveValue('861.11');
  await segment(page, 'Metric');
  await expect(field(page, 'Length (m)')).toHaveValue('7');
  await expect(field(ceiling, 'Floor/ceiling (fc) (m²)')).toHaveValue('80');
  await expect(field(page, 'Temperature (°C)')).toHaveValue('20');
});

test('the public calculator hides the report model choice', async ({ page }) => {
  await classroom(page);
  await segment(page, 'Advanced Settings');
  await expect(page.getByRole('switch', { name: 'Air absorption' })).toBeVisible();
  await expect(page.getByText('Report model', { exact: true })).toHaveCount(0);
});

test('huge dimensions never freeze the tab: the axis keeps a few labels, absurd sizes are refused', async ({
  page,
}) => {
  await classroom(page);
  const length = field(page, 'Length (m)');
  const labels = page.getByTestId('rt-graph-y-axis').locator('text');
  for (const typed of ['10000', '100000', '1000000']) {
    await length.fill(typed);
    expect(await timeToNextPaint(page)).toBeLessThan(1_000);
    await expect(length).toHaveValue(typed);
    expect(await labels.count()).toBeLessThanOrEqual(9);
    expect(await labels.count()).toBeGreaterThanOrEqual(2);
  }
  // 10 km is the largest room; beyond it the field refuses and the graph keeps the 10 km result.
  await expect(length).toHaveAttribute('aria-invalid', 'true');
  await length.fill('10000');
  await expect(length).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('results-problem')).toHaveCount(0);
  expect(await labels.count()).toBeLessThanOrEqual(9);
  // Every curve ends under the top label: the axis fits the values it shows.
  const top = Number(await labels.last().textContent());
  const sabine = (await sabineRow(page)).map(Number);
  expect(Math.max(...sabine)).toBeLessThanOrEqual(top);
  expect(await timeToNextPaint(page)).toBeLessThan(1_000);
});

test('at 1366 × 900 the graph and results table stay in view while the fifth surface is edited', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await classroom(page);
  const walls = await addSurface(page, 'Custom surface');
  await fillBands(walls, 'Coefficient', [0.02, 0.02, 0.03, 0.03, 0.04, 0.05]);
  await walls.getByLabel('Sidewalls (lr) (m²)').fill('60');
  const floor = await addSurface(page, 'Custom surface');
  await fillBands(floor, 'Coefficient', [0.01, 0.01, 0.015, 0.02, 0.02, 0.02]);
  await floor.getByLabel('Floor/ceiling (fc) (m²)').fill('80');
  const glass = await addSurface(page, 'Custom surface');
  await fillBands(glass, 'Coefficient', [0.35, 0.25, 0.18, 0.12, 0.07, 0.04]);
  await glass.getByLabel('Front/rear (fr) (m²)').fill('12');
  const fifth = await addSurface(page, 'Custom surface');
  await fifth.getByLabel('Surface name').fill('Absorbers');
  await fillBands(fifth, 'Coefficient', [0.4, 0.8, 1, 1, 1, 1]);
  const area = fifth.getByLabel('Front/rear (fr) (m²)');
  await area.scrollIntoViewIfNeeded();
  const before = await sabineRow(page);
  await area.fill('12');
  await expect(area).toBeInViewport();
  await expect(page.getByTestId('results-table')).toBeInViewport({ ratio: 0.9 });
  await expect(page.getByTestId('rt-graph')).toBeInViewport({ ratio: 0.5 });
  await expect.poll(() => sabineRow(page)).not.toEqual(before);
  await expect(page.getByTestId('warnings')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-1366x900.png` });
});

test('at 390 × 844 every band of every method is on screen without page-level horizontal scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ceiling = await classroom(page);
  await fillBands(ceiling, 'Coefficient', [0.3, 0.5, 1.2, 0.8, 0.8, 0.75]);
  const walls = await addSurface(page, 'Custom surface');
  await fillBands(walls, 'Coefficient', [0.02, 0.02, 0.03, 0.03, 0.04, 0.05]);
  await walls.getByLabel('Sidewalls (lr) (m²)').fill('60');
  await segment(page, 'Advanced Settings');
  await segment(page, 'RT Suggestions');
  const table = page.getByTestId('results-table');
  await table.scrollIntoViewIfNeeded();
  for (const cell of await table.locator('td, th').all()) {
    const box = await cell.boundingBox();
    expect(box).not.toBeNull();
    if (box !== null) expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(table.locator('tr[data-model="sabine"] td')).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const graphLabel = page.getByTestId('rt-graph-y-axis').locator('text').first();
  const fontSize = await graphLabel.evaluate((node) => node.getBoundingClientRect().height);
  expect(fontSize).toBeGreaterThanOrEqual(10);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/phone-390x844-results.png` });
    await page.screenshot({ path: `${SHOTS}/phone-390x844-full.png`, fullPage: true });
    await page
      .locator('section[aria-labelledby="room-properties-title"]')
      .screenshot({ path: `${SHOTS}/phone-390x844-room-properties.png` });
    await page
      .getByTestId('surface-card')
      .first()
      .screenshot({ path: `${SHOTS}/phone-390x844-surface.png` });
    await page.getByTestId('warnings').screenshot({ path: `${SHOTS}/phone-390x844-warnings.png` });
  }
});

test('a new room starts from walls, floor and ceiling, each group shows its area budget, and the CSV opens with its columns', async ({
  page,
}) => {
  await page.goto('/public/rt');
  await segment(page, 'Metric');
  await field(page, 'Length (m)').fill('10');
  await field(page, 'Width (m)').fill('8');
  await field(page, 'Height (m)').fill('3');
  await page.getByRole('button', { name: 'Start with walls, floor and ceiling' }).click();
  const cards = page.getByTestId('surface-card');
  await expect(cards).toHaveCount(3);
  const [walls, floor, ceiling] = [cards.nth(0), cards.nth(1), cards.nth(2)];
  await expect(field(walls, 'Sidewalls (lr) (m²)')).toHaveValue('60');
  await expect(field(walls, 'Front/rear (fr) (m²)')).toHaveValue('48');
  await expect(field(floor, 'Floor/ceiling (fc) (m²)')).toHaveValue('80');
  await expect(walls.getByTestId('area-meter-lr')).toContainText('60 of 60 m²');
  await expect(ceiling.getByTestId('area-meter-fc')).toContainText('160 of 160 m²');

  await field(floor, 'Floor/ceiling (fc) (m²)').fill('50');
  await expect(floor.getByTestId('area-meter-fc')).toContainText('130 of 160 m²');
  await floor.getByRole('button', { name: 'Fill the rest of this group' }).click();
  await expect(field(floor, 'Floor/ceiling (fc) (m²)')).toHaveValue('80');
  await field(floor, 'Floor/ceiling (fc) (m²)').fill('120');
  await expect(floor.getByTestId('area-meter-fc')).toContainText('200 of 160 m² (over)');
  await field(floor, 'Floor/ceiling (fc) (m²)').fill('80');

  // Coefficients make the room computable in every band, then the whole calculation goes to CSV.
  await page.getByRole('button', { name: 'Custom surface', exact: true }).click();
  const custom = cards.nth(3);
  await fillBands(custom, 'Coefficient', [0.3, 0.5, 0.7, 0.8, 0.8, 0.75]);
  await field(custom, 'Floor/ceiling (fc) (m²)').fill('20');
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download CSV' }).click();
  const download = await downloading;
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const lines = readFileSync(path, 'utf8').split('\r\n');
  expect(lines[0]).toBe('Section,Item,Unit,Value,125 Hz,250 Hz,500 Hz,1000 Hz,2000 Hz,4000 Hz');
  expect(lines).toContain('Input,Length,m,10,,,,,,');
  expect(lines.some((line) => line.startsWith('Surface coefficients,Surface #1 Walls,m²,108,'))).toBe(true);
  expect(lines.some((line) => line.startsWith('Absorption,Total,metric sabins,,'))).toBe(true);
  const sabine = await sabineRow(page);
  expect(lines).toContain(['RT', 'Sabine', 's', '', ...sabine].join(','));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-starting-surfaces.png`, fullPage: false });
});
