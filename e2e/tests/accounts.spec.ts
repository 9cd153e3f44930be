import { expect, type Page, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox.ts';
import { logIn, signUp, uniqueEmail } from '../support/session.ts';

/** Signs up as Leo Beranek and checks the welcome of the account page. */
async function signUpAsLeo(page: Page, email: string, password: string) {
  await signUp(page, { firstName: 'Leo', lastName: 'Beranek', email, password });
  await expect(page.getByRole('heading', { name: 'Welcome, Leo Beranek' })).toBeVisible();
}

test('sign up, sign out, sign in, change profile, e-mail and password, then reset a forgotten password', async ({
  page,
}) => {
  const email = uniqueEmail('leo');
  const newEmail = uniqueEmail('beranek');
  await signUpAsLeo(page, email, 'concert-halls-1');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login failed. Please check your credentials and try again.')).toBeVisible();
  await logIn(page, email, 'concert-halls-1');

  await page.goto('/account/settings');
  await page.getByLabel('Company').fill('Bolt Beranek and Newman');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(newEmail);
  await page.getByRole('button', { name: 'Save email' }).click();
  await expect(page.getByText('Email updated')).toBeVisible();

  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel(/^Current password/).fill('concert-halls-1');
  await page.getByLabel(/^New password/).fill('concert-halls-2');
  await page.getByLabel(/^Confirm new password/).fill('concert-halls-3');
  await page.getByLabel(/^Current password/).focus();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel(/^Confirm new password/).fill('concert-halls-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Changes have been saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/login/forgot');
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account matched that address, an email will be sent with instructions.'),
  ).toBeVisible();
  const mail = await waitForMail(encodeURIComponent(newEmail));
  const link = mail.match(/https?:\/\/[^\s"<>]+\/login\/reset\/[^\s"<>]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname);
  await page.getByLabel(/^New password/).fill('concert-halls-4');
  await page.getByLabel(/^Confirm new password/).fill('concert-halls-4');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset. Please login to confirm.')).toBeVisible();
  await logIn(page, newEmail, 'concert-halls-4');
});

test('a reset page without e-mail and token says the request is not valid', async ({ page }) => {
  await page.goto('/login/reset');
  await expect(page.getByText('You do not have a valid reset request.')).toBeVisible();
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
});

test('a session that expires mid-edit asks to sign in again and the queued save goes through', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('queue');
  await signUpAsLeo(page, email, 'reverberant-1');
  await page.goto('/account/settings');
  await page.getByLabel('Company').fill('Typed before the session expired');

  await context.clearCookies({ name: 'roomtone_sid' });
  await page.getByRole('button', { name: 'Save profile' }).click();

  const dialog = page.getByRole('dialog', { name: 'Please log in again' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill('reverberant-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Company')).toHaveValue('Typed before the session expired');
});

test('signed-in users are sent from /login to /account', async ({ page }) => {
  await signUpAsLeo(page, uniqueEmail('guard'), 'reverberant-2');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/account$/);
});

test('the mailed verification link verifies the account, and verified users are sent to /account', async ({
  page,
}) => {
  const email = uniqueEmail('verify');
  await signUpAsLeo(page, email, 'reverberant-3');

  await page.goto('/account/verification');
  await expect(
    page.getByText('Your account is nearly ready. Check your inbox for next steps.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send it again' }).click();
  const address = page.getByRole('textbox', { name: /^Email/ });
  await expect(address).toHaveValue(email);
  await address.fill('');
  await address.blur();
  await expect(page.getByText('This field is required')).toBeVisible();
  await address.fill('leo@');
  await address.blur();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the email again' })).toBeDisabled();
  await address.fill(email);
  await page.getByRole('button', { name: 'Send the email again' }).click();
  await expect(page.getByText('Verification email successfully re-sent.')).toBeVisible();

  const mail = await waitForMail(email);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/account\/verification\/[^\s"<>]+/)?.[0];
  expect(link).toBeTruthy();
  const tokenPath = new URL(link ?? '').pathname;
  await page.goto(tokenPath);
  await expect(page.getByText('Your account is verified.')).toBeVisible();

  await page.goto('/account/verification');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(tokenPath);
  await expect(page).toHaveURL(/\/account$/);
});
