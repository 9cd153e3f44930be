import { expect, type Locator, type Page } from '@playwright/test';

/** The calculator's number or text field by its exact label. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true });
}

/** Clicks a segment of a segmented control (Metric / Imperial, Ceiling / Walls …) by its label. */
export async function segment(scope: Page | Locator, label: string): Promise<void> {
  await scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .click();
}

/** Opens a select and picks the first option whose name matches. */
export async function pickOption(page: Page, input: Locator, option: RegExp): Promise<void> {
  await input.click();
  const choice = page.getByRole('option', { name: option }).first();
  await expect(choice).toBeVisible({ timeout: 10_000 });
  await choice.click();
}
