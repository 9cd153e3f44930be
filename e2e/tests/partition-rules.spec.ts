import { expect, test } from '@playwright/test';
import { apiPost, createProjectWithRoom, signUp, unique } from '../support/session.ts';

test('a partition refuses one room as both ends and NC or STC out of range, and previews privacy only for valid values', async ({
  page,
}) => {
  const organizationName = unique('Egan Acoustics');
  await signUp(page, { organizationName });
  await apiPost(page, '/api/test/plan', { org: organizationName, plan: 'pro-monthly' });
  const { projectId } = await createProjectWithRoom(page, {
    project: 'Law offices',
    projectId: unique('LAW'),
    room: 'Conference',
    roomNumber: '101',
  });
  await apiPost(page, '/api/rooms', { projectId, name: 'Office', number: '102' });

  await page.goto(`/project/${projectId}#partitions`);
  await page.getByRole('button', { name: 'New partition' }).click();
  const dialog = page.getByRole('dialog', { name: 'New partition' });
  await dialog.getByRole('combobox', { name: 'Source room' }).click();
  await page.getByRole('option', { name: '101 · Conference' }).click();
  await dialog.getByRole('combobox', { name: 'Receive room' }).click();
  await page.getByRole('option', { name: '101 · Conference' }).click();
  await expect(dialog.getByText('The receive room must be another room than the source room')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save partition' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Receive room' }).click();
  await page.getByRole('option', { name: '102 · Office' }).click();
  await expect(dialog.getByText('The receive room must be another room than the source room')).toHaveCount(0);

  // STC 250 is refused at the field and previews nothing, before and after leaving the field.
  const nc = dialog.getByRole('textbox', { name: /^NC/ });
  const stc = dialog.getByRole('textbox', { name: /^STC/ });
  await nc.fill('35');
  await stc.fill('250');
  await expect(dialog.getByTestId('privacy-preview-empty')).toBeVisible();
  await expect(dialog.getByText('Total privacy', { exact: false })).toHaveCount(0);
  await stc.blur();
  await expect(stc).toHaveValue('250');
  await expect(dialog.getByText('Must be between 0 and 100')).toBeVisible();
  await expect(dialog.getByTestId('privacy-preview-empty')).toBeVisible();
  await nc.fill('80');
  await nc.blur();
  await expect(dialog.getByText('Must be between 15 and 70')).toBeVisible();

  await nc.fill('35');
  await stc.fill('50');
  await dialog.getByRole('textbox', { name: /Surface area/ }).fill('12');
  await expect(dialog.getByText('Excellent')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save partition' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Conference/ }).getByText('Excellent')).toBeVisible();
});
