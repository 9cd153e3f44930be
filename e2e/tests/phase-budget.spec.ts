import { expect, type Page, test } from '@playwright/test';
import { apiPost, createProjectWithRoom, signUp, unique } from '../support/session.ts';

/** Picks a day in the open Mantine calendar by its label, e.g. '5 March 2031'. */
async function pickDay(page: Page, scope: ReturnType<Page['getByRole']>, field: string, day: Date) {
  await scope.getByRole('button', { name: field, exact: true }).click();
  const label = day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const dayButton = page.getByRole('button', { name: label, exact: true });
  await dayButton.click();
  await expect(dayButton).toHaveCount(0);
}

test('a phase budget is money: bad amounts are refused at the field, a good one shows with its currency', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const organizationName = unique('Beranek Acoustics');
  await signUp(page, { organizationName });
  await apiPost(page, '/api/test/plan', { org: organizationName, plan: 'pro-monthly' });
  const { projectId } = await createProjectWithRoom(page, {
    project: 'Symphony Hall',
    projectId: unique('SH'),
    room: 'Stage',
    roomNumber: '1',
  });

  await page.goto(`/project/${projectId}#phases`);
  await page.getByRole('button', { name: 'New Phase' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Phase' });
  await dialog.getByLabel(/^Name/).fill('Survey');
  const budget = dialog.getByRole('textbox', { name: 'Budget' });
  for (const [typed, message] of [
    ['abc12x', 'Please enter the budget as an amount, such as 12500 or 12500.50'],
    ['-500', 'A budget cannot be negative'],
    ['12.345', 'A budget has at most two decimals (cents)'],
  ] as const) {
    await budget.fill(typed);
    await budget.blur();
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(budget).toHaveValue(typed);
  }
  await budget.fill('12,500.5');
  const today = new Date();
  await pickDay(page, dialog, 'From', today);
  await pickDay(page, dialog, 'To', today);
  await dialog.getByRole('button', { name: 'Add phase' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('tr').filter({ hasText: 'Survey' });
  await expect(row).toContainText('$12,500.50');

  // The phase screen: a saved change, then bad input clears the earlier success message.
  await row.getByRole('link', { name: 'Survey' }).click();
  const field = page.getByRole('textbox', { name: 'Budget' });
  await expect(field).toHaveValue('12500.50');
  await expect(page.getByText('In USD, up to two decimals, e.g. 12500.50')).toBeVisible();
  await field.fill('13000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes have been saved.')).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('phase-budget-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('phase-budget-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await field.fill('-500');
  await field.blur();
  await expect(page.getByText('A budget cannot be negative')).toBeVisible();
  await expect(page.getByText('Changes have been saved.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  const stored = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as {
    project: { phases: { budgetCents: number }[] };
  };
  expect(stored.project.phases[0]?.budgetCents).toBe(1_300_000);

  // The organization's currency, chosen in its settings, is the one budgets show in.
  await page.goto('/organization/settings#settings');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('combobox', { name: 'Currency' }).fill('EUR');
  await page.getByRole('option', { name: 'EUR · Euro' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Changes have been saved.')).toBeVisible();
  await page.goto(`/project/${projectId}#phases`);
  await expect(page.locator('tr').filter({ hasText: 'Survey' })).toContainText('€13,000.00');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('phases-tab-budget-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('phases-tab-budget-phone.png'), fullPage: true });
});
