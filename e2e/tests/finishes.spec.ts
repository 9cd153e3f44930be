import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { FINISH_CATEGORIES } from '../../apps/server/src/db/seed/reference-data.ts';
import { createProjectWithRoom, signUp, uniqueEmail } from '../support/session.ts';

/** The seeded finishes' categories and units. */
const SEEDED_FINISHES = (
  JSON.parse(
    readFileSync(new URL('../../apps/server/src/db/seed/finishes/finishes.v1.json', import.meta.url), 'utf8'),
  ) as { rows: { category: string; unit: string }[] }
).rows;

/**
 * The seeded categories an area surface's browser offers, by their public flag, sorted by name:
 * those holding coefficients (People holds only absorption per person, never multiplied by an area).
 */
const AREA_CATEGORIES = new Set(
  SEEDED_FINISHES.filter((finish) => finish.unit === 'coefficient').map((finish) => finish.category),
);
const PUBLIC_CATEGORIES = FINISH_CATEGORIES.filter(
  (category) => category.isPublic && AREA_CATEGORIES.has(category.name),
)
  .map((category) => category.name)
  .sort();
const PRIVATE_CATEGORIES = FINISH_CATEGORIES.filter(
  (category) => !category.isPublic && AREA_CATEGORIES.has(category.name),
)
  .map((category) => category.name)
  .sort();

const CACHE_PREFIX = 'roomtone.finishes:';

async function addSurface(page: Page, button: string): Promise<Locator> {
  const before = await page.getByTestId('surface-card').count();
  await page.getByRole('button', { name: button, exact: true }).click();
  const card = page.getByTestId('surface-card').nth(before);
  await expect(card).toBeVisible();
  return card;
}

/** Opens a card's category dropdown and answers the categories it offers, sorted by name. */
async function offeredCategories(page: Page, card: Locator): Promise<string[]> {
  await card.getByRole('combobox', { name: 'Category' }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  return (await listbox.getByRole('option').allTextContents()).map((name) => name.trim()).sort();
}

/** The finishes lists the browser keeps, by storage key. */
function cachedFinishLists(page: Page): Promise<Record<string, string>> {
  return page.evaluate((prefix) => {
    const entries: Record<string, string> = {};
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(prefix)) entries[key] = window.localStorage.getItem(key) ?? '';
    }
    return entries;
  }, CACHE_PREFIX);
}

test('signed out: finds a finish by an alternative keyword and browses only public categories', async ({
  page,
}) => {
  await page.goto('/public/rt');
  await expect(page.getByRole('heading', { name: 'RT Calculator', level: 1 })).toBeVisible();

  // 'louvres' is one of the seeded alternative keywords of 'Metal blinds', not a word of its name.
  const blinds = await addSurface(page, 'Search from database');
  const search = blinds.getByLabel('Finish: search');
  await search.click();
  await search.fill('louvres');
  const option = page.getByRole('option', { name: /^Metal blinds: 125 Hz .*; NRC \d\.\d\d$/ });
  await expect(option).toBeVisible({ timeout: 10_000 });
  await page.screenshot({ path: test.info().outputPath('search-by-keyword.png') });
  await option.click();
  await expect(blinds.getByTestId('chosen-finish')).toContainText('Metal blinds');
  await expect(search).toHaveValue('Metal blinds');

  const common = await addSurface(page, 'Browse common finishes');
  expect(await offeredCategories(page, common)).toEqual(PUBLIC_CATEGORIES);
  await page.screenshot({ path: test.info().outputPath('browse-public.png') });
  await page.getByRole('option', { name: 'Curtains and drapery', exact: true }).click();
  const finish = common.getByRole('combobox', { name: 'Finish', exact: true });
  await finish.click();
  await finish.fill('metal');
  await page.getByRole('option', { name: /Metal blinds/ }).click();
  await expect(common.getByTestId('chosen-finish')).toContainText('Metal blinds');
});

test('signed out: area surfaces are offered coefficients only, sabin surfaces finishes per object', async ({
  page,
}) => {
  await page.goto('/public/rt');
  await expect(page.getByRole('heading', { name: 'RT Calculator', level: 1 })).toBeVisible();

  const seating = await addSurface(page, 'Search from database');
  const search = seating.getByLabel('Finish: search');
  await search.click();
  await search.fill('seat');
  await expect(page.getByRole('option', { name: /^Theater seats, wood, empty: 125 Hz/ })).toBeVisible({
    timeout: 10_000,
  });
  // Seats counted one by one (m² per seat) and people (per person) are never multiplied by an area.
  await expect(page.getByRole('option', { name: /per seat|per person/ })).toHaveCount(0);
  await search.fill('adults');
  await page.waitForTimeout(700);
  await expect(seating.getByLabel('Searching')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('option', { name: /^Adults, seated/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const common = await addSurface(page, 'Browse common finishes');
  expect(PUBLIC_CATEGORIES).not.toContain('People');
  expect(await offeredCategories(page, common)).toEqual(PUBLIC_CATEGORIES);
  await page.keyboard.press('Escape');

  const seats = await addSurface(page, 'Sabin surface');
  const objectSearch = seats.getByLabel('Object: search');
  await objectSearch.click();
  await objectSearch.fill('seat');
  const seat = page.getByRole('option', { name: /^Auditorium seat, unoccupied/ });
  await expect(seat).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('option', { name: /^Theater seats/ })).toHaveCount(0);
  await seat.click();
  await expect(seats.getByTestId('chosen-finish')).toContainText('Auditorium seat, unoccupied');
});

test('signed in: the browse picker adds the non-public categories, and signing out forgets that list', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, { firstName: 'Vern', lastName: 'Knudsen', email: uniqueEmail('knudsen') });
  const { projectId, roomId } = await createProjectWithRoom(page, {
    project: 'Royce Hall',
    projectId: 'ROYCE-1',
    room: 'Auditorium',
    roomNumber: '1',
  });
  await page.goto(`/project/${projectId}/room/${roomId}/new`);
  const common = await addSurface(page, 'Browse common finishes');
  const categories = await offeredCategories(page, common);
  expect(PRIVATE_CATEGORIES.length).toBeGreaterThan(0);
  expect(categories).toEqual([...PUBLIC_CATEGORIES, ...PRIVATE_CATEGORIES].sort());
  await page.screenshot({ path: test.info().outputPath('browse-signed-in.png') });
  const signedInLists = Object.keys(await cachedFinishLists(page));
  expect(signedInLists).toHaveLength(1);
  expect(signedInLists[0]).not.toBe(`${CACHE_PREFIX}anonymous`);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/public/rt');
  const publicCommon = await addSurface(page, 'Browse common finishes');
  expect(await offeredCategories(page, publicCommon)).toEqual(PUBLIC_CATEGORIES);
  expect(Object.keys(await cachedFinishLists(page))).toEqual([`${CACHE_PREFIX}anonymous`]);
});
