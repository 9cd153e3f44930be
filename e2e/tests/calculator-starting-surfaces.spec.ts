import { expect, type Locator, type Page, test } from '@playwright/test';
import { field, pickOption, segment } from '../support/calculator-fields.ts';
import { createProjectWithRoom, signUp, uniqueEmail } from '../support/session.ts';

/*
 * A new room offers three starting surfaces, walls, floor and ceiling, with the room's areas and
 * a common finish of the seeded library on each (docs/calculator.md); the user changes or removes
 * them and the results follow. Without the finishes (offline) the surfaces still start, and say so.
 */

const SHOTS = process.env.CALC_SHOTS_DIR;
const WALLS_FINISH = 'Gypsum wallboard, 1/2 in. on studs';
const FLOOR_FINISH = 'Vinyl tile on concrete';
const CEILING_FINISH = 'Acoustic tile, suspended';

test.describe.configure({ timeout: 90_000 });

/** The Sabine value at 500 Hz in the results table. */
function sabineAt500(page: Page): Locator {
  return page.getByTestId('results-table').locator('tr[data-model="sabine"] td').nth(2);
}

async function metricRoom(page: Page) {
  await page.goto('/public/rt');
  await segment(page, 'Metric');
  await field(page, 'Length (m)').fill('10');
  await field(page, 'Width (m)').fill('8');
  await field(page, 'Height (m)').fill('3');
}

async function startSurfaces(page: Page): Promise<[Locator, Locator, Locator]> {
  await page.getByRole('button', { name: 'Start with walls, floor and ceiling' }).click();
  const cards = page.getByTestId('surface-card');
  await expect(cards).toHaveCount(3, { timeout: 20_000 });
  return [cards.nth(0), cards.nth(1), cards.nth(2)];
}

test('starts walls, floor and ceiling with common finishes that compute, and the user changes or removes them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await metricRoom(page);
  const [walls, floor, ceiling] = await startSurfaces(page);

  await expect(walls.getByTestId('chosen-finish')).toContainText(WALLS_FINISH);
  await expect(floor.getByTestId('chosen-finish')).toContainText(FLOOR_FINISH);
  await expect(ceiling.getByTestId('chosen-finish')).toContainText(CEILING_FINISH);
  await expect(walls.getByLabel('Surface name')).toHaveValue('Walls');
  // The library's own coefficients (Hall, Basic Acoustics), shown read-only.
  await expect(walls.getByLabel('Coefficient at 500 Hz')).toHaveValue('0.05');
  await expect(floor.getByLabel('Coefficient at 500 Hz')).toHaveValue('0.03');
  await expect(ceiling.getByLabel('Coefficient at 500 Hz')).toHaveValue('0.6');
  await expect(field(walls, 'Sidewalls (lr) (m²)')).toHaveValue('60');
  await expect(field(walls, 'Front/rear (fr) (m²)')).toHaveValue('48');
  await expect(field(floor, 'Floor/ceiling (fc) (m²)')).toHaveValue('80');
  await expect(field(ceiling, 'Floor/ceiling (fc) (m²)')).toHaveValue('80');
  await expect(floor.getByLabel('Placement, Floor/ceiling (fc)')).toHaveValue('Floor');
  await expect(ceiling.getByLabel('Placement, Floor/ceiling (fc)')).toHaveValue('Ceiling');
  await expect(page.getByTestId('starting-finish-notice')).toHaveCount(0);
  // 500 Hz: A = 108·0.05 + 80·0.03 + 80·0.6 = 55.8 m², K·V/A = 38.62/55.8 = 0.69 s.
  await expect(page.getByTestId('results-problem')).toHaveCount(0);
  await expect(sabineAt500(page)).toHaveText('0.7');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/starting-desktop-1366x900.png` });

  // Change the floor's finish: heavy carpet (α 0.15 at 500 Hz), A = 5.4 + 12 + 48 = 65.4, 0.59 s.
  await pickOption(page, floor.getByRole('combobox', { name: 'Category' }), /^Carpets$/);
  await pickOption(
    page,
    floor.getByRole('combobox', { name: 'Finish', exact: true }),
    /^Heavy carpet on concrete/,
  );
  await expect(floor.getByTestId('chosen-finish')).toContainText('Heavy carpet on concrete');
  await expect(floor.getByLabel('Surface name')).toHaveValue('Floor');
  await expect(floor.getByLabel('Coefficient at 500 Hz')).toHaveValue('0.15');
  await expect(sabineAt500(page)).toHaveText('0.6');

  // Wrong values at a starting surface's area: refused at the field, the last good result stays.
  for (const wrong of ['abc', '1e9', '-80']) {
    await field(walls, 'Sidewalls (lr) (m²)').fill(wrong);
    await expect(field(walls, 'Sidewalls (lr) (m²)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('results-problem')).toBeVisible();
    await expect(sabineAt500(page)).toHaveText('0.6');
  }
  await field(walls, 'Sidewalls (lr) (m²)').fill('60');
  await expect(page.getByTestId('results-problem')).toHaveCount(0);

  // Remove the ceiling: the absorptive tiles go, the room gets much livelier (38.62/17.4 = 2.2 s).
  await ceiling.getByRole('button', { name: 'Delete surface #3' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('surface-card')).toHaveCount(2);
  await expect(sabineAt500(page)).toHaveText('2.2');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
});

test('without the finishes (offline) the surfaces still start, without a finish, and say so calmly', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.route('**/api/finishes/browsers/commons**', (route) => route.abort('internetdisconnected'));
  await metricRoom(page);
  const [walls, floor, ceiling] = await startSurfaces(page);
  for (const card of [walls, floor, ceiling]) {
    await expect(card.getByText('No finish chosen yet.')).toBeVisible();
  }
  await expect(field(walls, 'Sidewalls (lr) (m²)')).toHaveValue('60');
  const notice = page.getByTestId('starting-finish-notice');
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toHaveText(
    'The common finishes could not be loaded, so the walls, floor and ceiling start without a finish. Choose a finish in each surface, or remove the ones you do not need.',
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/starting-offline-1366x900.png` });

  // The user chooses one anyway, from the browser of common finishes, and the notice can go.
  await pickOption(page, walls.getByRole('combobox', { name: 'Category' }), /^Walls$/);
  await pickOption(page, walls.getByRole('combobox', { name: 'Finish', exact: true }), /^Gypsum wallboard/);
  await expect(walls.getByTestId('chosen-finish')).toContainText(WALLS_FINISH);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('on a 390 × 844 phone the three starting surfaces fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await metricRoom(page);
  const [walls, , ceiling] = await startSurfaces(page);
  await expect(ceiling.getByTestId('chosen-finish')).toContainText(CEILING_FINISH);
  await expect(sabineAt500(page)).toHaveText('0.7');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const card of [walls, ceiling]) {
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    if (box !== null) expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  if (SHOTS) {
    await walls.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/starting-phone-390x844.png` });
  }
});

test('signed in, a new room revision starts from the same surfaces and finishes', async ({ page }) => {
  await signUp(page, { email: uniqueEmail('start'), password: 'walls-floor-ceiling-1' });
  const ids = await createProjectWithRoom(page, {
    project: 'Primary school',
    projectId: 'SCH-1',
    room: 'Classroom',
    roomNumber: '2.14',
  });
  await page.goto(`/project/${ids.projectId}/room/${ids.roomId}/new`);
  await page.getByLabel('Length (ft)').fill('30');
  await page.getByLabel('Width (ft)').fill('25');
  await page.getByLabel('Height (ft)').fill('10');
  const [walls, floor, ceiling] = await startSurfaces(page);
  await expect(field(walls, 'Sidewalls (lr) (ft²)')).toHaveValue('600');
  await expect(field(walls, 'Front/rear (fr) (ft²)')).toHaveValue('500');
  await expect(walls.getByTestId('chosen-finish')).toContainText(WALLS_FINISH);
  await expect(floor.getByTestId('chosen-finish')).toContainText(FLOOR_FINISH);
  await expect(ceiling.getByTestId('chosen-finish')).toContainText(CEILING_FINISH);
  // 500 Hz: A = 1100·0.05 + 750·0.03 + 750·0.6 = 527.5 sabins; V = 7500 ft³ at 72 °F.
  await expect(sabineAt500(page)).toHaveText('0.7');
});
