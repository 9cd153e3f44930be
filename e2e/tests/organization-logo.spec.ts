import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signUp, unique } from '../support/session.ts';

test('the logo picker refuses a non-image and a file over 1MB on choosing, and never previews a broken image', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, { organizationName: unique('Knudsen Acoustics') });
  await page.goto('/organization/settings');
  await expect(page.getByText('No logo yet')).toBeVisible();
  const picker = page.getByLabel('Logo file');
  const save = page.getByRole('button', { name: 'Save', exact: true });

  // A text file named like a PNG: refused at once, no preview, nothing to save.
  await picker.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('This is not an image, whatever the file name says.\n'),
  });
  await expect(page.getByText('Only images (PNG, JPEG, GIF or WebP) can be used as a logo.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Company logo' })).toHaveCount(0);
  await expect(page.getByText('No logo yet')).toBeVisible();
  await expect(save).toBeDisabled();

  // An image over 1MB: the message of docs/product/validation.md#files.
  const large = await sharp({
    create: {
      width: 1200,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(large.length).toBeGreaterThan(1024 * 1024);
  await picker.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: large });
  await expect(page.getByText('Maximum file size is 1MB')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Company logo' })).toHaveCount(0);
  await expect(save).toBeDisabled();

  // A real image previews (decoded, not broken) before it is saved.
  const small = await sharp({ create: { width: 240, height: 60, channels: 3, background: '#0b3d66' } })
    .png()
    .toBuffer();
  await picker.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: small });
  await expect(page.getByText('Maximum file size is 1MB')).toHaveCount(0);
  const logo = page.getByRole('img', { name: 'Company logo' });
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
  await expect(page.getByText('logo.png, not saved yet.')).toBeVisible();
  await save.click();
  await expect(page.getByText('Changes have been saved.')).toBeVisible();
});
