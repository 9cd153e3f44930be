import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiPost, createProjectWithRoom, signUp, unique } from '../support/session.ts';

/** Where a screenshot goes: `RAYTRACER_SHOTS` when set (for review), else the test output. */
function shotPath(name: string): string {
  const folder = process.env.RAYTRACER_SHOTS;
  if (!folder) return test.info().outputPath(name);
  mkdirSync(folder, { recursive: true });
  return join(folder, name);
}

/** A 10 × 8 × 3 m Metric room: hard walls, an absorptive ceiling over a hard floor. */
function officeCalc(): string {
  const bands = (values: number[]) =>
    Object.fromEntries([125, 250, 500, 1000, 2000, 4000].map((band, index) => [`a${band}`, values[index]]));
  return JSON.stringify({
    name: 'Open-plan office',
    units: { system: 'Metric' },
    len: 10,
    width: 8,
    height: 3,
    temperature: 20,
    rtDecay: 60,
    settings: { limitCoefficients: false, airAbsorption: true },
    surfaces: [
      {
        type: 'multiaxis-custom-alpha',
        name: 'Plaster walls',
        ...bands([0.02, 0.02, 0.03, 0.04, 0.05, 0.05]),
        area: { lr: 60, fr: 48 },
      },
      {
        type: 'multiaxis-custom-alpha',
        name: 'Acoustic ceiling',
        ...bands([0.4, 0.6, 0.8, 0.9, 0.9, 0.85]),
        area: { fc: 80 },
      },
      {
        type: 'multiaxis-custom-alpha',
        name: 'Concrete floor',
        ...bands([0.01, 0.01, 0.02, 0.02, 0.02, 0.02]),
        area: { fc: 80 },
      },
    ],
  });
}

/** The 3D view renders, or says plainly that WebGL is missing. */
async function expectRoomView(page: Page) {
  const view = page.getByRole('application', { name: /3D view of the room/ });
  const message = page.getByText('The 3D view needs WebGL');
  await expect(view.or(message).first()).toBeVisible({ timeout: 20_000 });
}

async function runFastSimulation(page: Page) {
  await page.getByText('Fast', { exact: true }).click();
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('heading', { name: 'Comparison with the formulas' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('img', { name: /Decay curves/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Simulated T30 and the seven formulas' });
  await expect(table.getByRole('cell', { name: 'Simulated T30' })).toBeVisible();
  for (const formula of ['Sabine', 'Eyring'])
    await expect(table.getByText(formula, { exact: true })).toBeVisible();
  await expect(page.getByTestId('agreement-sentence')).toContainText('for this room at scattering 0.20');
}

test('a room is simulated from its page, saved with its revisions and reopened in a new tab', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUp(page);
  const { projectId, roomId } = await createProjectWithRoom(page, {
    project: unique('Office fit-out'),
    projectId: unique('OF'),
    room: 'Open-plan office',
    roomNumber: '201',
  });
  await apiPost(page, `/api/rooms/${roomId}/rev`, { calc: officeCalc(), revisionComment: 'Baseline' });

  await page.goto(`/project/${projectId}/room/${roomId}`);
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: /3D model and ray tracer/ }).click();
  const raytracer = await opened;
  await raytracer.setViewportSize({ width: 1366, height: 900 });
  await expect(raytracer.getByRole('heading', { name: 'Ray tracer', level: 1 })).toBeVisible();
  await expect(raytracer.getByTestId('raytracer-source')).toHaveText(
    "Revision #1 (the room's active calculation)",
  );
  await expect(raytracer.getByRole('heading', { name: 'Room: Open-plan office' })).toBeVisible();
  await expectRoomView(raytracer);
  await raytracer.screenshot({ path: shotPath('raytracer-room-desktop-top.png') });

  // Move the receiver to 8.5 m along the length and 2 m across.
  const receiverX = raytracer.getByLabel('Receiver x (length), m');
  await receiverX.fill('8.5');
  await receiverX.blur();
  const receiverY = raytracer.getByLabel('Receiver y (width), m');
  await receiverY.fill('2');
  await receiverY.blur();
  await expect(receiverX).toHaveValue('8.5 m');

  await runFastSimulation(raytracer);
  await expect(raytracer.getByRole('table', { name: 'Simulated room-acoustic parameters' })).toBeVisible();
  await raytracer.screenshot({ path: shotPath('raytracer-room-desktop.png'), fullPage: true });

  await raytracer.getByLabel('Revision comment').fill('Simulated, receiver by the window');
  await raytracer.getByRole('button', { name: 'Save simulation' }).click();
  await expect(raytracer.getByText('Saved as revision #2')).toBeVisible();

  // The room's list holds it; it opens in a new tab with its saved results.
  await page.reload();
  const row = page.getByRole('row', { name: /Simulated, receiver by the window/ });
  await expect(row).toBeVisible();
  const reopened = context.waitForEvent('page');
  await row.getByRole('link', { name: '#2' }).click();
  const saved = await reopened;
  await saved.setViewportSize({ width: 390, height: 844 });
  await expect(saved).toHaveURL(/\/raytracer\?revision=/);
  await expect(saved.getByTestId('raytracer-source')).toContainText(
    'Saved simulation #2: Simulated, receiver by the window',
  );
  await expect(saved.getByLabel('Receiver x (length), m')).toHaveValue('8.5 m');
  await expect(saved.getByRole('heading', { name: 'Comparison with the formulas' })).toBeVisible();
  await expect(saved.getByRole('table', { name: 'Simulated T30 and the seven formulas' })).toBeVisible();
  // Reopened as it was saved: nothing changed since, so nothing to run again.
  await expect(saved.getByText('The room or the settings changed since this simulation')).toHaveCount(0);
  await expect(saved.getByRole('button', { name: 'Save simulation' })).toBeEnabled();
  const hasPageScroll = await saved.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(hasPageScroll).toBe(false);
  await saved.screenshot({ path: shotPath('raytracer-saved-phone.png'), fullPage: true });
});

test('the public calculator carries its room to the public ray tracer', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/public/rt');
  await page.getByLabel('Length (ft)').fill('40');
  await page.getByLabel('Width (ft)').fill('30');
  await page.getByLabel('Height (ft)').fill('12');
  await page.getByRole('link', { name: 'Simulate this room' }).click();
  await expect(page).toHaveURL(/\/public\/raytracer$/);
  await expect(page.getByRole('heading', { name: 'Ray tracer', level: 1 })).toBeVisible();
  await expect(page.getByText('40 × 30 × 12 ft', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Type a room instead' })).toBeVisible();
  await expectRoomView(page);
  const hasPageScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(hasPageScroll).toBe(false);
  await page.screenshot({ path: shotPath('raytracer-public-phone.png'), fullPage: true });

  // A room typed in instead: the default office, simulated fast.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Type a room instead' }).click();
  await expect(page.getByRole('textbox', { name: 'Length', exact: true })).toHaveValue('10 m');
  // An accurate run shows its progress and stops at once on Cancel.
  await page.getByText('Accurate', { exact: true }).click();
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByRole('progressbar', { name: 'Simulation progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Simulation cancelled. Nothing was changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run simulation' })).toBeEnabled();
  await runFastSimulation(page);
  await page.screenshot({ path: shotPath('raytracer-public-desktop.png'), fullPage: true });
});
