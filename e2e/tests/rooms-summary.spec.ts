import { expect, test } from '@playwright/test';
import { apiPost, createProjectWithRoom, signUp, unique } from '../support/session.ts';

/**
 * A 7 × 6 × 4 m classroom (V = 168 m³) without air absorption: plaster walls (104 m²) and a
 * mineral fibre ceiling (42 m²). Sabine by hand, T = 0.161·V/A:
 * 500 Hz, A = 104·0.02 + 42·0.70 = 31.48 m² → 0.859 s; 1 kHz, A = 104·0.03 + 42·0.75 = 34.62 m² → 0.781 s.
 * RT goal 0.7 s, ±10 %, ×1.1 at 1 kHz: 500 Hz 0.63–0.77 s (above), 1 kHz 0.693–0.847 s (within).
 */
const classroom = {
  units: { system: 'Metric' },
  len: 7,
  width: 6,
  height: 4,
  temperature: 20,
  rtDecay: 60,
  rtGoal: 0.7,
  x500: 1,
  s500: 10,
  l500: -10,
  x1000: 1.1,
  s1000: 10,
  l1000: -10,
  settings: { limitCoefficients: false, airAbsorption: false, reportModel: 'auto' },
  surfaces: [
    {
      type: 'multiaxis-custom-alpha',
      name: 'Painted plaster walls',
      a125: 0.01,
      a250: 0.02,
      a500: 0.02,
      a1000: 0.03,
      a2000: 0.04,
      a4000: 0.05,
      area: { lr: 56, fr: 48 },
    },
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

test('the rooms tab shows each room’s RT at 500 Hz and 1 kHz against its goal', async ({ page }) => {
  await signUp(page);
  const { projectId, roomId } = await createProjectWithRoom(page, {
    project: 'Riverside School',
    projectId: unique('RS'),
    room: 'Classroom',
    roomNumber: '101',
  });
  await apiPost(page, '/api/rooms', { projectId, name: 'Store', number: '102' });
  await apiPost(page, `/api/rooms/${roomId}/rev`, {
    calc: JSON.stringify(classroom),
    revisionComment: 'Mineral fibre ceiling',
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/project/${projectId}#rooms`);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'RT 500 Hz' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'RT 1 kHz' })).toBeVisible();

  const calculated = page.getByRole('row', { name: /Classroom/ });
  const cells = calculated.getByRole('cell');
  await expect(cells.nth(2)).toHaveText('0.9 sAbove goalGoal 0.7 s (0.6–0.8 s)');
  await expect(cells.nth(3)).toHaveText('0.8 sWithin goalGoal 0.8 s (0.7–0.8 s)');
  await expect(cells.nth(4)).toHaveText('Sabine (automatic)');

  const empty = page.getByRole('row', { name: /Store/ }).getByRole('cell');
  await expect(empty.nth(2)).toHaveText('—No calculation yet');
  await expect(empty.nth(3)).toHaveText('—No calculation yet');
  await page.screenshot({ path: test.info().outputPath('rooms-summary-1366.png'), fullPage: true });

  // A phone: the table scrolls inside its own frame, the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cells.nth(2)).toContainText('0.9 s');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('rooms-summary-390.png'), fullPage: true });
});
