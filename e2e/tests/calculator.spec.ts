import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { calculateRoom, formatRt, MODEL_IDS, MODEL_METADATA, parseCalcDocument } from '@roomtone/acoustics';
import { segment } from '../support/calculator-fields.ts';
import { createProjectWithRoom, signUp, uniqueEmail } from '../support/session.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown }[] };

/**
 * Runs axe-core on the whole page, the app shell's header and footer included; serious and
 * critical violations fail the test. It waits for running transitions to end first (endless ones,
 * such as a loader, aside): mid-fade (a dialog opening) colours are not the ones the user reads.
 */
async function expectNoSeriousAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy forbids inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    ),
  ).toEqual([]);
}

const DRAFT_KEY = 'roomtone.calculator.draft:public-rt';

async function addSurface(page: Page, button: string): Promise<Locator> {
  const before = await page.getByTestId('surface-card').count();
  await page.getByRole('button', { name: button, exact: true }).click();
  const card = page.getByTestId('surface-card').nth(before);
  await expect(card).toBeVisible();
  return card;
}

async function pickOption(page: Page, input: Locator, text: string, option: RegExp) {
  await input.click();
  if (text !== '') await input.fill(text);
  const choice = page.getByRole('option', { name: option }).first();
  await expect(choice).toBeVisible({ timeout: 10_000 });
  await choice.click();
}

/** Chooses a segment of a Mantine SegmentedControl (its radio inputs are visually hidden). */
async function fillBands(card: Locator, label: string, values: number[]) {
  const bands = [125, 250, 500, 1000, 2000, 4000];
  for (const [index, band] of bands.entries()) {
    await card.getByLabel(`${label} at ${band} Hz`).fill(String(values[index]));
  }
}

/** The document the app keeps in the browser: what the screen computed from. */
async function storedDocument(page: Page): Promise<unknown> {
  await page.waitForTimeout(400);
  const text = await page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY);
  expect(text).not.toBeNull();
  return (JSON.parse(text ?? '{}') as { document: unknown }).document;
}

async function expectEngineValues(page: Page) {
  const parsed = parseCalcDocument(await storedDocument(page));
  if (!parsed.ok) throw new Error(parsed.message);
  const result = calculateRoom(parsed.value);
  for (const id of MODEL_IDS) {
    const row = page.getByTestId('results-table').locator(`tr[data-model="${id}"]`);
    await expect(row.locator('th')).toContainText(MODEL_METADATA[id].label);
    await expect(row.locator('td')).toHaveText(result.rt[id].map((band) => formatRt(band.value)));
  }
  return result;
}

test('builds a classroom from every public surface kind, and keeps the work after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/public/rt');
  await expect(page.getByRole('heading', { name: 'RT Calculator', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Browse organization finishes' })).toHaveCount(0);

  await segment(page, 'Metric');
  await expect(page.getByText('Switched to Metric')).toBeVisible();
  await expect(page.getByLabel('Temperature (°C)')).toHaveValue('20');
  await page.getByLabel('Name', { exact: true }).fill('Classroom 2.14');
  await page.getByLabel('Length (m)').fill('7');
  await page.getByLabel('Width (m)').fill('6');
  await page.getByLabel('Height (m)').fill('4');
  await page.getByLabel('RT goal (s)').fill('0.6');

  const walls = await addSurface(page, 'Custom surface');
  await walls.getByLabel('Surface name').fill('Painted plaster walls');
  await fillBands(walls, 'Coefficient', [0.01, 0.02, 0.02, 0.03, 0.04, 0.05]);
  await walls.getByLabel('Sidewalls (lr) (m²)').fill('56');
  await walls.getByLabel('Front/rear (fr) (m²)').fill('40');

  const floor = await addSurface(page, 'Search from database');
  await pickOption(page, floor.getByLabel('Finish: search'), 'carpet', /carpet/i);
  await expect(floor.getByTestId('chosen-finish')).toContainText(/carpet/i);
  await floor.getByLabel('Floor/ceiling (fc) (m²)').fill('42');

  const ceiling = await addSurface(page, 'Browse common finishes');
  await pickOption(page, ceiling.getByRole('combobox', { name: 'Category' }), '', /^Ceilings$/);
  await pickOption(page, ceiling.getByRole('combobox', { name: 'Finish', exact: true }), '', /./);
  await expect(ceiling.getByTestId('chosen-finish')).toBeVisible();
  await segment(ceiling, 'Panels');
  await ceiling.getByLabel('Floor/ceiling (fc) panel height or length').fill('1.2');
  await ceiling.getByLabel('Floor/ceiling (fc) panel width').fill('0.6');
  await ceiling.getByLabel('Floor/ceiling (fc) panel quantity').fill('50');
  await expect(ceiling.getByLabel('Floor/ceiling (fc) panel area')).toHaveValue('36');
  // A ceiling product sits on the ceiling (Neubauer's face); the other faces stay split evenly.
  await expect(ceiling.getByLabel('Placement, Floor/ceiling (fc)')).toHaveValue('Ceiling');
  await expect(floor.getByLabel('Placement, Floor/ceiling (fc)')).toHaveValue('Both faces (split evenly)');

  const students = await addSurface(page, 'Sabin surface');
  // The sabin surface is offered only finishes counted per object: seats one by one, not seating areas.
  const objectSearch = students.getByLabel('Object: search');
  await objectSearch.click();
  await objectSearch.fill('seat');
  await expect(page.getByRole('option', { name: /^Auditorium seat, unoccupied/ })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('option', { name: /^Theater seats, wood/ })).toHaveCount(0);
  await objectSearch.fill('');
  await pickOption(page, objectSearch, 'adults', /Adults, seated/);
  await students.getByLabel('Floor/ceiling (fc)', { exact: true }).fill('25');

  const curtain = await addSurface(page, 'Variable surface');
  await pickOption(page, curtain.getByLabel('Finish A: search'), 'glass', /glass/i);
  await pickOption(page, curtain.getByLabel('Finish B: search'), 'curtain', /curtain/i);
  await curtain.getByLabel('Balance (% of Finish B)').fill('50');
  await curtain.getByLabel('Front/rear (fr) (m²)').fill('8');

  const existing = await addSurface(page, 'Existing room');
  await existing.getByLabel('Average RT (s)').fill('6');
  // Its areas are signed: the carpet covers 10 m² of the existing floor.
  await existing.getByLabel('Floor/ceiling (fc) (m²)').fill('-10');
  await expect(existing.getByLabel('Floor/ceiling (fc) (m²)')).not.toHaveAttribute('aria-invalid', 'true');

  const panels = await addSurface(page, 'Absorption constant (perimeter-area ratio)');
  await fillBands(panels, 'Coefficient', [0.1, 0.3, 0.6, 0.8, 0.8, 0.8]);
  await fillBands(panels, 'Edge constant', [0.05, 0.05, 0.05, 0.05, 0.05, 0.05]);
  await segment(panels, 'Panels');
  await panels.getByLabel('Sidewalls (lr) panel height or length').fill('1.2');
  await panels.getByLabel('Sidewalls (lr) panel width').fill('1.2');
  await panels.getByLabel('Sidewalls (lr) panel quantity').fill('4');
  await expect(panels.getByLabel('Sidewalls (lr) panel perimeter')).toHaveValue('19.2');

  await expect(page.getByTestId('surface-card')).toHaveCount(7);
  await expectEngineValues(page);
  await page.screenshot({ path: test.info().outputPath('calculator-public-1280.png'), fullPage: true });

  // Series toggle: the checkbox hides and shows the method's graph series.
  const graph = page.getByTestId('rt-graph');
  await expect(graph.locator('[data-series="eyring"]')).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Show Eyring on the graph' }).uncheck();
  await expect(graph.locator('[data-series="eyring"]')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show Eyring on the graph' }).check();
  await expect(graph.locator('[data-series="eyring"]')).toHaveCount(1);
  await expect(graph.getByTestId('rt-goal-band')).toHaveCount(1);

  // Clicking the active tab minimizes a surface; another tab expands it again.
  const first = page.getByTestId('surface-card').first();
  await first.getByRole('button', { name: 'Results', exact: true }).click();
  await expect(first.getByRole('row', { name: /Coefficient/ })).toBeVisible();
  await first.getByRole('button', { name: 'Results', exact: true }).click();
  await expect(first.getByRole('row', { name: /Coefficient/ })).toHaveCount(0);
  for (let index = 1; index < 7; index += 1) {
    await page
      .getByTestId('surface-card')
      .nth(index)
      .getByRole('button', { name: 'Edit', exact: true })
      .click();
  }
  await expect(page.getByLabel('Surface name')).toHaveCount(0);

  // Reorder by drag: the existing room (surface 6) moves to the top.
  const handle = page.getByRole('button', { name: 'Drag surface #6' });
  const target = page.getByRole('button', { name: 'Drag surface #1' });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (from === null || to === null) throw new Error('drag handles not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 20 });
  await page.mouse.up();
  await expect(page.getByTestId('surface-card').first()).toContainText('Existing room');

  // Keyboard reorder buttons.
  await page.getByRole('button', { name: 'Move surface #1 down' }).click();
  await expect(page.getByTestId('surface-card').nth(1)).toContainText('Existing room');

  // Delete asks exactly, with two spaces after the question mark.
  await page.getByTestId('surface-card').nth(1).getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Delete surface #2' }).click();
  const question = page.getByTestId('delete-surface-question');
  await expect(question).toBeVisible();
  expect(await question.textContent()).toBe('Really delete Surface #2?  There is no undo.');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('surface-card')).toHaveCount(6);
  await expectEngineValues(page);

  // Switching units converts what was entered and keeps the same seconds.
  await segment(page, 'Imperial');
  await expect(page.getByLabel('Temperature (°F)')).toHaveValue('72');
  await expect(page.getByLabel('Length (ft)')).toHaveValue('22.97');
  const imperial = await expectEngineValues(page);
  expect(imperial.unitSystem).toBe('Imperial');

  // Reload: the work is offered back and restored.
  await page.reload();
  await expect(page.getByText('Unsaved work found')).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('surface-card')).toHaveCount(6);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Classroom 2.14');
  await expectEngineValues(page);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('calculator-public-390.png'), fullPage: true });
});

test('signed in: new, save, edit URL, change, save again, and a corrupt revision', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { email: uniqueEmail('sabine'), password: 'fogg-lecture-1895' });
  const ids = await createProjectWithRoom(page, {
    project: 'Fogg Art Museum',
    projectId: 'FOGG-1',
    room: 'Lecture room',
    roomNumber: '101',
  });
  const project = { _id: ids.projectId };
  const room = { _id: ids.roomId };

  await page.goto(`/project/${project._id}/room/${room._id}/new`);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toContainText('Dashboard');
  await expect(breadcrumb).toContainText('Fogg Art Museum');
  await expect(breadcrumb).toContainText('Lecture room');
  await expect(breadcrumb).toContainText('New revision');
  await expect(page.getByRole('button', { name: 'Browse organization finishes' })).toBeVisible();

  await page.getByLabel('Length (ft)').fill('60');
  await page.getByLabel('Width (ft)').fill('45');
  await page.getByLabel('Height (ft)').fill('20');
  const seats = await addSurface(page, 'Custom surface');
  await seats.getByLabel('Surface name').fill('Seats');
  await fillBands(seats, 'Coefficient', [0.2, 0.3, 0.4, 0.5, 0.5, 0.5]);
  await seats.getByLabel('Floor/ceiling (fc) (ft²)').fill('1500');
  await expect(page.getByRole('button', { name: 'Save revision' })).toBeDisabled();
  await page.getByLabel('Revision comment').fill('First design');
  await page.getByRole('button', { name: 'Save revision' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project._id}/room/${room._id}/edit/(\\d+)$`));
  const firstRevision = page.url().split('/').pop() ?? '';
  await expect(page.getByLabel('Length (ft)')).toHaveValue('60');
  await page.screenshot({ path: test.info().outputPath('calculator-room-1280.png'), fullPage: true });

  await page.getByLabel('Height (ft)').fill('24');
  await breadcrumb.getByRole('link', { name: 'Dashboard' }).click();
  await expect(
    page.getByText('This calculation has changes that are not saved. Leave this page anyway?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  // Open detail panels and hidden series are saved with the calculation (gui) and restored.
  await page.getByRole('button', { name: 'Sabine', exact: true }).click();
  const sabinePanel = page.locator('#method-detail-sabine');
  await expect(sabinePanel).toContainText('T = K·V / (A + 4mV)');
  await expect(sabinePanel).toContainText('Mean absorption ᾱ = A/S');
  await expect(sabinePanel).toContainText('#1 Seats');
  await page.getByRole('checkbox', { name: 'Show Tohyama on the graph' }).uncheck();
  await page.getByRole('group', { name: 'Methods shown' }).getByText('Neubauer').click();
  await expect(page.getByRole('button', { name: 'Neubauer' })).toHaveCount(0);
  await page.getByLabel('Revision comment').fill('Raised ceiling');
  await page.getByRole('button', { name: 'Save revision' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/edit/${firstRevision}$`));
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  await expect(page.getByLabel('Height (ft)')).toHaveValue('24');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sabine', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('checkbox', { name: 'Show Tohyama on the graph' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Show Sabine on the graph' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Neubauer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eyring', exact: true })).toBeVisible();

  // The signed-in screen passes axe with a detail panel open, a warning shown (this 60 × 45 × 24 ft
  // room is outside Sabine proportions) and the delete dialog open.
  await expect(sabinePanel).toContainText('T = K·V / (A + 4mV)');
  const warning = page.getByTestId('warnings').getByRole('alert').first();
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Sabine: the room exceeds Sabine proportions (ISO 354).');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Delete surface #1' }).click();
  await expect(page.getByTestId('delete-surface-question')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByTestId('delete-surface-question')).toHaveCount(0);
  await expect(page.getByTestId('surface-card')).toHaveCount(1);

  const detail = await page.request.get(`/api/rooms/${room._id}`);
  expect(((await detail.json()) as { room: { revisionCount: number } }).room.revisionCount).toBe(2);

  // The API refuses calc text it cannot parse, so a corrupt stored revision is simulated on the wire.
  await page.route(`**/api/rooms/${room._id}/rev/${firstRevision}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { revision: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...body, revision: { ...body.revision, calc: '{"len": 7, "surfaces": [' } },
    });
  });
  await page.goto(`/project/${project._id}/room/${room._id}/edit/${firstRevision}`);
  await expect(page.getByText('Error parsing calculation.')).toBeVisible();
  await expect(page.getByLabel('Loading the calculation')).toHaveCount(0);
});
