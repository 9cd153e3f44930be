import { expect, test } from '@playwright/test';

test.describe('public pages', () => {
  test('the landing banner advances every 10 seconds and answers the arrow keys', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const slide = page.getByTestId('banner-slide');
    await expect(slide).toHaveAttribute('data-index', '0');
    await expect(
      page.getByRole('heading', { name: 'Predict RT60 with every model side by side' }),
    ).toBeVisible();

    await page.clock.runFor(10_000);
    await expect(slide).toHaveAttribute('data-index', '1');
    await expect(page.getByRole('heading', { name: /Projects, rooms and revisions/ })).toBeVisible();

    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(slide).toHaveAttribute('data-index', '2');
    await page.clock.runFor(30_000);
    await expect(slide).toHaveAttribute('data-index', '2');
  });

  test('an unmatched path shows Page Not Found', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText('The resource you are looking for does not exist, or you must log out to view it.'),
    ).toBeVisible();
    await page.goto('/notfound');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('an anonymous visit to /dashboard lands on /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('the first Tab offers to skip the header, and Enter moves to the page content', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    // The next Tab goes to the first control of the page, not back into the header.
    await page.keyboard.press('Tab');
    const focusedInHeader = await page.evaluate(() => document.activeElement?.closest('header') !== null);
    expect(focusedInHeader).toBe(false);
  });

  test('the terms of service say users must be over 18', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByText(/must be over 18 years of age/)).toBeVisible();
  });

  test('the header collapses into a menu on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  });
});
