import { expect, type Page, type Response, test } from '@playwright/test';
import { createProjectWithRoom, signUp, uniqueEmail } from '../support/session.ts';

/**
 * Nothing typed may be lost (docs/product/states.md#unsaved-work), however slow the network: the
 * save and the reads that follow it are held long enough for the user to type in between.
 */
const HOLD_MS = 1_500;

/** Holds every save of the room's revisions, and every read of the room or of one revision, for HOLD_MS. */
async function holdRoomTraffic(page: Page, roomId: string): Promise<void> {
  const roomPath = `/api/rooms/${roomId}`;
  await page.route(
    (url) => url.pathname === roomPath || url.pathname.startsWith(`${roomPath}/rev`),
    async (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      const isSave = request.method() === 'POST' && path === `${roomPath}/rev`;
      const isRead = request.method() === 'GET' && (path === roomPath || /\/rev\/\d+$/.test(path));
      if (isSave || isRead) await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.fallback();
    },
  );
}

/** The next answer to a read of the room (the calculator reads it again after every save). */
function nextRoomRead(page: Page, roomId: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && new URL(response.url()).pathname === `/api/rooms/${roomId}`,
  );
}

async function expectLeaveQuestion(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(
    page.getByText('This calculation has changes that are not saved. Leave this page anyway?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function expectDimensions(page: Page, length: string, width: string, height: string): Promise<void> {
  await expect(page.getByLabel('Length (ft)')).toHaveValue(length);
  await expect(page.getByLabel('Width (ft)')).toHaveValue(width);
  await expect(page.getByLabel('Height (ft)')).toHaveValue(height);
}

test('edits typed while a revision saves, and right after, stay on screen and unsaved', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { email: uniqueEmail('beranek'), password: 'symphony-hall-1900' });
  const { projectId, roomId } = await createProjectWithRoom(page, {
    project: 'Symphony Hall',
    projectId: 'SYM-1',
    room: 'Rehearsal room',
    roomNumber: '12',
  });
  const status = page.getByRole('region', { name: 'Revision' }).getByRole('status');
  const savedUrl = new RegExp(`/project/${projectId}/room/${roomId}/edit/(\\d+)$`);

  await page.goto(`/project/${projectId}/room/${roomId}/new`);
  await page.getByLabel('Length (ft)').fill('60');
  await page.getByLabel('Width (ft)').fill('45');
  await page.getByLabel('Height (ft)').fill('20');
  await page.getByLabel('Revision comment').fill('First design');
  await holdRoomTraffic(page, roomId);

  // First save, from the new revision: one edit while the save is on its way, one right after
  // the address moved to the saved revision, before the reads that follow the save answer.
  let roomRead = nextRoomRead(page, roomId);
  await page.getByRole('button', { name: 'Save revision' }).click();
  await page.getByLabel('Height (ft)').fill('24');
  // The address changes before the saved revision's screen renders: type at once.
  await page.waitForURL(savedUrl, { waitUntil: 'commit' });
  const firstRevision = page.url().split('/').pop() ?? '';
  await page.getByLabel('Width (ft)').fill('50');
  await roomRead;
  await expectDimensions(page, '60', '50', '24');
  await expect(status).toHaveText('Unsaved changes (kept in this browser).');
  await expectLeaveQuestion(page);
  await expectDimensions(page, '60', '50', '24');

  // Save again, from the saved revision: the same.
  await page.getByLabel('Revision comment').fill('Raised ceiling');
  roomRead = nextRoomRead(page, roomId);
  await page.getByRole('button', { name: 'Save revision' }).click();
  await page.getByLabel('Length (ft)').fill('70');
  await page.waitForURL(
    (url) => savedUrl.test(url.pathname) && !url.pathname.endsWith(`/edit/${firstRevision}`),
    { waitUntil: 'commit' },
  );
  const secondRevision = page.url().split('/').pop() ?? '';
  await page.getByLabel('Width (ft)').fill('55');
  await roomRead;
  await expectDimensions(page, '70', '55', '24');
  await expect(status).toHaveText('Unsaved changes (kept in this browser).');
  await expectLeaveQuestion(page);

  // Those edits are kept in the browser for the saved revision: a reload offers them back.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText('Unsaved work found')).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expectDimensions(page, '70', '55', '24');
  await expect(status).toHaveText('Unsaved changes (kept in this browser).');

  // A save with nothing typed after it leaves the page saved; a reload shows what was saved.
  roomRead = nextRoomRead(page, roomId);
  await page.getByRole('button', { name: 'Save revision' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/edit/${secondRevision}$`));
  await expect(page).toHaveURL(savedUrl);
  await roomRead;
  await expect(status).toHaveText('All changes saved.');
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expectDimensions(page, '70', '55', '24');
  await expect(page.getByLabel('Revision comment')).toHaveValue('Raised ceiling');
  await expect(status).toHaveText('All changes saved.');
  await expect(page.getByText('Unsaved work found')).toHaveCount(0);

  // Each revision holds what was on screen when its save was clicked, and no draft is left behind.
  await page.goto(`/project/${projectId}/room/${roomId}/edit/${firstRevision}`);
  await expectDimensions(page, '60', '45', '20');
  await expect(page.getByText('Unsaved work found')).toHaveCount(0);
  await page.goto(`/project/${projectId}/room/${roomId}/edit/${secondRevision}`);
  await expectDimensions(page, '60', '50', '24');
  await expect(page.getByText('Unsaved work found')).toHaveCount(0);
  await page.goto(`/project/${projectId}/room/${roomId}/new`);
  await expect(page.getByLabel('Length (ft)')).toHaveValue('');
  await expect(page.getByText('Unsaved work found')).toHaveCount(0);
});
