import { expect, type Page, test } from '@playwright/test';
import { createProjectWithRoom, signUp } from '../support/session.ts';

/** Ends the session the way an expiry does: the browser keeps no session cookie. */
async function endSession(page: Page): Promise<void> {
  const context = page.context();
  const kept = (await context.cookies()).filter((cookie) => cookie.name !== 'roomtone_sid');
  await context.clearCookies();
  await context.addCookies(kept);
}

test('after the session ends, a read waits for the sign-in dialog and is retried once signed in', async ({
  page,
}) => {
  const { email, password } = await signUp(page, { firstName: 'Vern', lastName: 'Knudsen' });
  const { projectId } = await createProjectWithRoom(page, {
    project: 'Civic auditorium',
    projectId: 'CA-1',
    room: 'Main hall',
    roomNumber: '1',
  });
  await page.goto('/dashboard');
  const link = page.getByRole('link', { name: 'Civic auditorium' });
  await expect(link).toBeVisible();
  await endSession(page);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}`));
  const dialog = page.getByRole('dialog', { name: 'Please log in again' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Civic auditorium' })).toBeVisible();
});

test('after the session ends, a revision save waits for the sign-in dialog and is saved once signed in', async ({
  page,
}) => {
  const { email, password } = await signUp(page, { firstName: 'Hale', lastName: 'Sabine' });
  const { projectId, roomId } = await createProjectWithRoom(page, {
    project: 'Library',
    projectId: 'LB-1',
    room: 'Reading room',
    roomNumber: '2',
  });
  await page.goto(`/project/${projectId}/room/${roomId}/new`);
  const comment = page.getByLabel('Revision comment');
  await expect(comment).toBeVisible();
  await page.getByLabel('Length (ft)').fill('40');
  await page.getByLabel('Width (ft)').fill('30');
  await page.getByLabel('Height (ft)').fill('12');
  await comment.fill('Typed while the session ended');
  await endSession(page);
  await page.getByRole('button', { name: 'Save revision' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please log in again' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/room/${roomId}/edit/1$`));
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await expect(page.getByLabel('Revision comment')).toHaveValue('Typed while the session ended');
});

test('signing out from the account settings lands on home without asking to sign in again', async ({
  page,
}) => {
  await signUp(page, { firstName: 'Leo', lastName: 'Beranek' });
  await page.goto('/account/settings');
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog', { name: 'Please log in again' })).toHaveCount(0);
});
