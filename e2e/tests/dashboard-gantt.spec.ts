import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { apiPost, signUp, unique } from '../support/session.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; nodes: { target: string[] }[] };

/** Runs axe-core's WCAG 2.1 A and AA rules on the page; answers the violations. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the debugging protocol: the app's CSP rightly refuses an injected script tag.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (options: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations as AxeViolation[];
  });
}

function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${String(date.getDate()).padStart(2, '0')}`;
}

test('the dashboard Gantt opens a bar, starts at today, sizes its names, is a list on a phone, and passes axe', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const organizationName = unique('Marshall Day');
  await signUp(page, { organizationName });
  await apiPost(page, '/api/test/plan', { org: organizationName, plan: 'pro-monthly' });
  const made: { _id: string; phaseId: string }[] = [];
  for (const [name, id, from, to] of [
    ['Opera house', 'OH-1', -150, 40],
    ['Library', 'LB-2', -10, 90],
  ] as const) {
    const { project } = await apiPost<{ project: { _id: string } }>(page, '/api/projects', {
      name,
      id,
      clientId: null,
    });
    const { phase } = await apiPost<{ phase: { _id: string } }>(page, `/api/projects/${project._id}/phase`, {
      name: `${name} design`,
      budgetCents: 1_000_000,
      from: day(from),
      to: day(to),
    });
    made.push({ _id: project._id, phaseId: phase._id });
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard');
  const chart = page.getByTestId('gantt-chart');
  await expect(chart.getByRole('link', { name: 'Opera house design', exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Opens scrolled to today: the today line is within the visible part of the time axis.
  const today = chart.locator('[title="Today"]');
  const axis = (await today.evaluate((line) =>
    line.parentElement?.parentElement?.getBoundingClientRect(),
  )) ?? {
    left: 0,
    right: 0,
  };
  const line = await today.boundingBox();
  expect(line?.x ?? -1).toBeGreaterThanOrEqual(axis.left);
  expect(line?.x ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(axis.right);
  // The whole span stays reachable: the axis scrolls back to the first phase's month.
  expect(await today.evaluate((line) => line.parentElement?.parentElement?.scrollLeft ?? 0)).toBeGreaterThan(
    0,
  );
  // The name column is as wide as its longest name, nothing cut.
  const names = chart.getByRole('link', { name: 'OH-1 · Opera house', exact: true });
  expect(await names.evaluate((link) => link.scrollWidth <= link.clientWidth + 1)).toBe(true);
  const nameColumn = await names.evaluate(
    (link) => link.parentElement?.parentElement?.getBoundingClientRect().width ?? 0,
  );
  expect(nameColumn).toBeLessThan(260);

  // The list's search filters the chart; screenshots of the filtered chart.
  await page.getByLabel('Search projects').fill('Opera');
  await expect(chart.getByRole('link', { name: 'Library design', exact: true })).toHaveCount(0);
  await expect(chart.getByRole('link', { name: 'Opera house design', exact: true })).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('dashboard-gantt-filtered-desktop.png'),
    fullPage: true,
  });

  // Clicking a phase bar opens the phase; a project bar opens the project.
  await chart.getByRole('link', { name: /^Opera house design: / }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${made[0]?._id}/phase/${made[0]?.phaseId}$`));
  await page.goBack();
  await page
    .getByTestId('gantt-chart')
    .getByRole('link', { name: /^OH-1 · Opera house: / })
    .click();
  await expect(page).toHaveURL(new RegExp(`/project/${made[0]?._id}(#phases)?$`));
  await expect(page.getByTestId('gantt-chart')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // On a phone: the chart is a list of labelled links, and the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard?q=Opera');
  const list = page.getByRole('list', { name: 'Projects and phases' });
  await expect(list.getByRole('link', { name: 'Opera house design' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({
    path: test.info().outputPath('dashboard-gantt-filtered-phone.png'),
    fullPage: true,
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
