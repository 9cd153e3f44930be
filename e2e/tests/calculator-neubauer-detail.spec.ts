import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { field, segment } from '../support/calculator-fields.ts';

/*
 * The Neubauer detail panel explains eq. 20 face by face for the band chosen: each face's area,
 * absorption and surfaces (by their placement), each group's mean reflection coefficient, the
 * terms, their sums and how the groups combine into the time in the results table, on a desktop
 * and on a phone. The room is docs/acoustics.md's worked example.
 */

const SHOTS = process.env.CALC_SHOTS_DIR;
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BANDS = [125, 250, 500, 1000, 2000, 4000];

test.describe.configure({ timeout: 90_000 });

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown }[] };

async function expectNoSeriousAxeViolations(page: Page, scope: string) {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy forbids inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run(selector)).violations;
  }, scope);
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes)}`)).toEqual([]);
}

async function addCustomSurface(page: Page, name: string, alpha: number): Promise<Locator> {
  const before = await page.getByTestId('surface-card').count();
  await page.getByRole('button', { name: 'Custom surface', exact: true }).click();
  const card = page.getByTestId('surface-card').nth(before);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByLabel('Surface name').fill(name);
  for (const band of BANDS) await card.getByLabel(`Coefficient at ${band} Hz`).fill(String(alpha));
  return card;
}

async function place(page: Page, card: Locator, choice: string) {
  await card.getByLabel('Placement, Floor/ceiling (fc)').click();
  await page.getByRole('option', { name: choice, exact: true }).click();
  await expect(card.getByLabel('Placement, Floor/ceiling (fc)')).toHaveValue(choice);
}

/** 10 × 8 × 3 m: walls and floor α 0.05, a ceiling of α 0.7 placed on the ceiling (docs/acoustics.md). */
async function workedExample(page: Page) {
  await page.goto('/public/rt');
  await segment(page, 'Metric');
  await field(page, 'Length (m)').fill('10');
  await field(page, 'Width (m)').fill('8');
  await field(page, 'Height (m)').fill('3');
  const walls = await addCustomSurface(page, 'Walls', 0.05);
  await field(walls, 'Sidewalls (lr) (m²)').fill('60');
  await field(walls, 'Front/rear (fr) (m²)').fill('48');
  const floor = await addCustomSurface(page, 'Floor', 0.05);
  await field(floor, 'Floor/ceiling (fc) (m²)').fill('80');
  await place(page, floor, 'Floor');
  const ceiling = await addCustomSurface(page, 'Ceiling', 0.7);
  await field(ceiling, 'Floor/ceiling (fc) (m²)').fill('80');
  await place(page, ceiling, 'Ceiling');
  await expect(page.getByTestId('results-problem')).toHaveCount(0);
  return { walls, floor, ceiling };
}

async function openNeubauer(page: Page): Promise<Locator> {
  const header = page.getByRole('button', { name: /^Neubauer/ });
  await header.scrollIntoViewIfNeeded();
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('#method-detail-neubauer');
  await expect(panel.getByTestId('neubauer-terms')).toBeVisible();
  return panel;
}

function faceCells(panel: Locator, face: string): Locator {
  return panel.getByRole('table', { name: 'Neubauer faces' }).locator(`tr[data-face="${face}"] td`);
}

function groupCells(panel: Locator, label: string): Locator {
  return panel
    .getByRole('table', { name: 'Neubauer groups' })
    .getByRole('row', { name: label })
    .locator('td');
}

async function neubauerInTable(page: Page, band: number): Promise<string> {
  const index = BANDS.indexOf(band);
  return (
    (await page
      .getByTestId('results-table')
      .locator('tr[data-model="neubauer"] td')
      .nth(index)
      .textContent()) ?? ''
  );
}

test('explains Neubauer face by face at 1366 × 900, with the numbers of the results table', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const { walls, ceiling } = await workedExample(page);
  const panel = await openNeubauer(page);
  await expect(panel).toContainText("Lehmann's ISM toolbox (ISM_AbsCoeff.m)");
  await expect(panel).toContainText('α*G = −ln ρ̄ + Σi∈G ρi(ρi − ρG)·Si² / (ρG·SG)²');

  // 500 Hz first: the worked example of docs/acoustics.md.
  await expect(faceCells(panel, 'ceiling')).toHaveText(['80.00', '56', '0.30', '-624']);
  await expect(faceCells(panel, 'floor')).toHaveText(['80.00', '4', '0.95', '1,976']);
  await expect(faceCells(panel, 'left')).toHaveText(['30.00', '2', '0.95', '0']);
  await expect(faceCells(panel, 'rear')).toHaveText(['24.00', '1', '0.95', '0']);
  const faces = panel.getByRole('table', { name: 'Neubauer faces' });
  await expect(faces.locator('tr[data-face-shares="ceiling"]')).toHaveText(
    'Surface #3 Ceiling: 56 metric sabins',
  );
  await expect(faces.locator('tr[data-face-shares="front"]')).toHaveText(
    'Surface #1 Walls: 1 metric sabins (half: on both faces)',
  );
  await expect(faces.locator('tr[data-group-sum="ceilingFloor"] td')).toHaveText('1,352');
  await expect(groupCells(panel, 'ρG = 1 − AG/SG')).toHaveText(['0.95', '0.63']);
  await expect(groupCells(panel, 'Correction ΣG/(ρG·SG)²')).toHaveText(['0.0000', '0.1352']);
  await expect(groupCells(panel, 'α*G = −ln ρ̄ + correction')).toHaveText(['0.2798', '0.4150']);
  await expect(panel.getByTestId('neubauer-sum')).toHaveText(
    /^T = Tw \+ Tcf = 0\.\d{3} \+ 0\.\d{3} = 0\.415 s$/,
  );
  const at500 = await neubauerInTable(page, 500);
  expect(at500).toBe('0.4');
  await expect(panel.getByTestId('neubauer-band-result')).toHaveText(
    `Neubauer at 500 Hz: ${at500} s (results table, one decimal).`,
  );

  // Another band: the ceiling's 0.7 is the same, so the panel follows the table there too.
  await segment(panel, '2000');
  await expect(panel.getByTestId('neubauer-band-result')).toHaveText(
    `Neubauer at 2000 Hz: ${await neubauerInTable(page, 2000)} s (results table, one decimal).`,
  );
  await expect(panel).toContainText(/air 4mV = 3 metric sabins/);

  // Spread over both faces, the contrast between ceiling and floor almost vanishes: Neubauer comes
  // back to about Eyring's 0.5 s (docs/acoustics.md).
  await segment(panel, '500');
  await place(page, ceiling, 'Both faces (split evenly)');
  await expect(faceCells(panel, 'ceiling').nth(1)).toHaveText('28');
  await expect(faceCells(panel, 'ceiling').nth(2)).toHaveText('0.65');
  await expect(faceCells(panel, 'floor').nth(1)).toHaveText('32');
  await expect(faces.locator('tr[data-face-shares="ceiling"]')).toHaveText(
    'Surface #3 Ceiling: 28 metric sabins (half: on both faces)',
  );
  await expect(faces.locator('tr[data-face-shares="floor"]')).toHaveText(
    'Surface #2 Floor: 4 metric sabins; Surface #3 Ceiling: 28 metric sabins (half: on both faces)',
  );
  await expect(page.getByTestId('results-table').locator('tr[data-model="neubauer"] td').nth(2)).toHaveText(
    '0.5',
  );
  await expect(panel.getByTestId('neubauer-band-result')).toHaveText(
    'Neubauer at 500 Hz: 0.5 s (results table, one decimal).',
  );
  await place(page, ceiling, 'Ceiling');

  // A wrong value stops the calculation: the panel says so instead of showing old numbers.
  await field(walls, 'Sidewalls (lr) (m²)').fill('abc');
  await expect(page.getByTestId('results-problem')).toBeVisible();
  await expect(panel).toContainText('The calculation stops at a field (the results table says which)');
  await expect(panel.getByTestId('neubauer-terms')).toHaveCount(0);
  await field(walls, 'Sidewalls (lr) (m²)').fill('-80');
  await expect(page.getByTestId('results-problem')).toBeVisible();
  await field(walls, 'Sidewalls (lr) (m²)').fill('60');
  await expect(faceCells(panel, 'ceiling')).toHaveText(['80.00', '56', '0.30', '-624']);
  await expectNoSeriousAxeViolations(page, '#method-detail-neubauer');
  if (SHOTS) {
    await panel.getByText('Eq. 20 face by face').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/neubauer-desktop-1366x900.png` });
    await panel.getByRole('table', { name: 'Neubauer groups' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/neubauer-desktop-1366x900-groups.png` });
  }
});

test('stays readable on a 390 × 844 phone: every column of its tables on screen, no page-level horizontal scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await workedExample(page);
  const panel = await openNeubauer(page);
  await expect(faceCells(panel, 'ceiling')).toHaveText(['80.00', '56', '0.30', '-624']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const panelBox = await panel.boundingBox();
  expect(panelBox).not.toBeNull();
  if (panelBox !== null) expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(390);
  // The band choice and both tables fit the screen, the faces table's last column (the terms) too:
  // a table's box is not clipped by a scrolling frame, so none of them needs one here.
  const faces = panel.getByRole('table', { name: 'Neubauer faces' });
  await expect(faces.getByRole('columnheader', { name: /ρi\(ρi − ρG\)·Si² \(m⁴\)/ })).toBeVisible();
  for (const locator of [
    panel.getByRole('radiogroup'),
    faces,
    panel.getByRole('table', { name: 'Neubauer groups' }),
  ]) {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    if (box !== null) expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await segment(panel, '1000');
  await expect(panel.getByTestId('neubauer-band-result')).toHaveText(
    `Neubauer at 1000 Hz: ${await neubauerInTable(page, 1000)} s (results table, one decimal).`,
  );
  await segment(panel, '500');
  if (SHOTS) {
    await panel.getByText('Eq. 20 face by face').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/neubauer-phone-390x844-faces.png` });
    await panel.getByRole('table', { name: 'Neubauer groups' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/neubauer-phone-390x844-groups.png` });
  }
});
