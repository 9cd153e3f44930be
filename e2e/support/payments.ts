import { expect, type Locator } from '@playwright/test';

/** Pays in an open payment dialog with the local processor's test card that always succeeds. */
export async function payWithCard(dialog: Locator): Promise<void> {
  await expect(dialog.getByTestId('card-entry')).toBeVisible();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill(`12${String((new Date().getFullYear() + 2) % 100)}`);
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pay' }).click();
}
