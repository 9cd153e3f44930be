import { expect, test } from '@playwright/test';
import { E2E_CONTACT_EMAIL } from '../support/e2e-env.ts';
import { waitForMail } from '../support/mailbox.ts';

test('the contact form validates each field, then sends the message by mail', async ({ page }) => {
  await page.goto('/contact');
  const name = page.getByLabel('Name');
  const email = page.getByLabel('Email');
  const message = page.getByLabel('Message');
  const send = page.getByRole('button', { name: 'Send message' });

  await expect(send).toBeDisabled();
  await name.focus();
  await email.focus();
  await message.focus();
  await name.focus();
  await expect(page.getByText('This field is required')).toHaveCount(3);

  await email.fill('not-an-address');
  await message.focus();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(2);

  const stamp = `e2e-${Date.now()}`;
  await name.fill('Wallace Sabine');
  await email.fill('wallace@example.com');
  await message.fill(`Question about the Fogg Art Museum lecture room (${stamp}).`);
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await expect(page.getByText('Please enter a valid email')).toHaveCount(0);
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page.getByText('We have received your message. Thank you.')).toBeVisible();
  const mail = await waitForMail(stamp);
  expect(mail).toContain(`To: ${E2E_CONTACT_EMAIL}`);
  expect(mail).toContain('Subject: Roomtone contact: Wallace Sabine');
  expect(mail).toContain('Reply-To: wallace@example.com');
});
