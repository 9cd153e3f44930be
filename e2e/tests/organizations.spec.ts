import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { logIn, signUp, unique } from '../support/session.ts';

/** Signs up as Wallace Sabine, with an organization account when a name is given. */
function signUpAs(page: Page, email: string, organizationName?: string) {
  return signUp(page, { email, password: 'reverberation-1', organizationName });
}

/** Puts an organization on a plan through the end-to-end server's test-only route. */
async function setPlan(context: BrowserContext, page: Page, organization: string, plan: string) {
  const cookies = await context.cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/test/plan', {
    data: { org: organization, plan },
    headers: { 'x-xsrf-token': csrf },
  });
  expect(response.ok()).toBe(true);
}

/** A small wordmark logo, drawn for the test. */
function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120">
    <rect width="480" height="120" rx="16" fill="#0b3d66"/>
    <circle cx="70" cy="60" r="34" fill="none" stroke="#7fd1ff" stroke-width="8"/>
    <circle cx="70" cy="60" r="14" fill="#7fd1ff"/>
    <text x="128" y="76" font-family="sans-serif" font-size="44" font-weight="700" fill="#ffffff">SABINE &amp; CO</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an organization owner adds a member, uploads a logo and changes the default units', async ({
  page,
  context,
  browser,
}) => {
  // Two browsers sign in and the logo goes through the image decoder: more than the default 30 s.
  test.setTimeout(90_000);
  const organizationName = unique('Sabine Acoustics');
  const ownerEmail = `${unique('owner')}@example.com`;
  const memberEmail = `${unique('member')}@example.com`;
  await signUpAs(page, ownerEmail, organizationName);
  await setPlan(context, page, organizationName, 'pro-monthly');
  await page.reload();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByText('no documents matched')).toBeVisible();
  await page.getByRole('button', { name: 'Add Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Member' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Email').fill(memberEmail);
  await dialog.getByLabel(/^Password/).fill('member-password-1');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Members' }).getByText(memberEmail)).toBeVisible();
  await screenshots(page, 'organizations-members');

  await page.goto('/organization/settings');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No logo yet')).toBeVisible();
  await page
    .getByLabel('Logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes have been saved.')).toBeVisible();
  const logo = page.getByRole('img', { name: 'Company logo' });
  await expect(logo).toHaveAttribute('src', /\/api\/account\/organization\/profilepic\?v=/);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);

  await page.getByLabel('Address').fill('1 Fogg Lane');
  await page.getByLabel('Postal code').fill('02138');
  await page.getByRole('combobox', { name: 'Country' }).fill('United St');
  await page.getByRole('option', { name: 'United States (US)', exact: true }).click();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Changes have been saved.').first()).toBeVisible();
  await screenshots(page, 'organizations-profile');

  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/#settings$/);
  await page.getByText('Metric', { exact: true }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Changes have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
  await screenshots(page, 'organizations-settings');

  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Professional (monthly)' })).toBeVisible();

  // The owner starts a project with a room; a new room's calculator follows the Metric default.
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const projectName = unique('Concert Hall');
  const created = await page.request.post('/api/projects', {
    data: { name: projectName, id: 'CH-1' },
    headers: { 'x-xsrf-token': csrf },
  });
  expect(created.ok()).toBe(true);
  const projectId: string = (await created.json()).project._id;
  const roomAnswer = await page.request.post('/api/rooms', {
    data: { projectId, name: 'Main hall', number: '101' },
    headers: { 'x-xsrf-token': csrf },
  });
  expect(roomAnswer.ok()).toBe(true);
  const roomId: string = (await roomAnswer.json()).room._id;
  await page.goto(`/project/${projectId}/room/${roomId}/new`);
  await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
  await expect(page.getByLabel('Length (m)')).toBeVisible();

  // The member signs in at once, works in the owner's organization and sees its project.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await logIn(memberPage, memberEmail, 'member-password-1');
  await memberPage.goto('/organization');
  await expect(memberPage.getByText(`You are a member of ${organizationName}.`)).toBeVisible();
  await memberPage.goto('/dashboard');
  await expect(memberPage.getByRole('link', { name: projectName })).toBeVisible();
  await memberPage.goto('/organization/settings');
  await expect(memberPage).toHaveURL(/\/organization$/);
  await memberContext.close();
});

test('a manufacturer organization edits its own finishes in place, pastes rows and adds one in the dialog', async ({
  page,
  context,
}) => {
  const organizationName = unique('Eyring Labs');
  await signUpAs(page, `${unique('finishes')}@example.com`, organizationName);
  await setPlan(context, page, organizationName, 'manufacturer-monthly');
  await page.goto('/organization/settings#finishes');
  await expect(page.getByRole('tab', { name: 'Finishes' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Add New Finish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Finish' });
  await dialog.getByLabel('Description').fill('Mineral fibre tile, 20 mm, E-400');
  await dialog.getByLabel('125 Hz').focus();
  await dialog.getByLabel('Description').focus();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  const coefficients: [string, string][] = [
    ['125', '0.5'],
    ['250', '0.55'],
    ['500', '0.6'],
    ['1000', '0.75'],
    ['2000', '0.8'],
    ['4000', '0.85'],
  ];
  for (const [band, value] of coefficients) {
    await dialog.getByLabel(`${band} Hz`).fill(value);
  }
  await dialog.getByRole('button', { name: 'Add finish' }).click();
  await expect(page.getByText('Finish added')).toBeVisible();
  await expect(dialog).toBeHidden();

  const grid = page.getByRole('table', { name: 'Organization finishes' });
  const cell = grid.getByLabel('500 Hz, Mineral fibre tile, 20 mm, E-400');
  await cell.fill('0.65');
  await cell.press('Enter');
  await expect(page.getByText('Finish saved')).toBeVisible();
  await expect(grid.getByLabel('500 Hz, new finish')).toBeFocused();

  // Two rows copied from a spreadsheet, pasted into the name cell of the new row.
  await grid.getByLabel('Name, new finish').focus();
  await grid.getByLabel('Name, new finish').evaluate((input) => {
    const data = new DataTransfer();
    data.setData(
      'text/plain',
      'Gypsum\tGypsum board on studs\t0.29\t0.10\t0.05\t0.04\t0.07\t0.09\nCarpet\tCarpet on concrete\t0.02\t0.06\t0.14\t0.37\t0.60\t0.65\n',
    );
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  // One notification per pasted row; the first dialog's may still be showing too.
  await expect(page.getByText('Finish added').first()).toBeVisible();
  await expect(grid.getByLabel('Description, Carpet')).toHaveValue('Carpet on concrete');
  await page.reload();
  await expect(grid.getByLabel('500 Hz, Mineral fibre tile, 20 mm, E-400')).toHaveValue('0.65');
  await expect(grid.getByLabel('125 Hz, Gypsum')).toHaveValue('0.29');
  await screenshots(page, 'organizations-finishes');

  // The edited finish is offered by the calculator's organization browser in a project room.
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'x-xsrf-token': csrf };
  const project = await page.request.post('/api/projects', { data: { name: unique('Showroom') }, headers });
  const projectId: string = (await project.json()).project._id;
  const room = await page.request.post('/api/rooms', {
    data: { projectId, name: 'Showroom', number: '1' },
    headers,
  });
  const roomId: string = (await room.json()).room._id;
  await page.goto(`/project/${projectId}/room/${roomId}/new`);
  await page.getByRole('button', { name: 'Browse organization finishes' }).click();
  await page.getByRole('combobox', { name: /organization finish/ }).click();
  await page.getByRole('option', { name: /Mineral fibre tile, 20 mm, E-400/ }).click();
  await expect(page.getByTestId('chosen-finish')).toContainText('Mineral fibre tile');
  await expect(page.getByRole('textbox', { name: /500 Hz/ }).last()).toHaveValue('0.65');
});

test('users without an organization account are sent from /members and /organization/settings to /organization', async ({
  page,
}) => {
  await signUpAs(page, `${unique('solo')}@example.com`);
  for (const path of ['/members', '/organization/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/organization$/);
    await expect(
      page.getByText(
        'You do not have the necessary access permissions. Do you want to login as someone else?',
      ),
    ).toBeVisible();
  }
  await screenshots(page, 'organizations-landing');
  await page.goto('/organization/anything-else');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/organization');
  await page.getByRole('button', { name: 'Log in as someone else' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
