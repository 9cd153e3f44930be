import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { MESSAGES } from '@roomtone/contracts';
import { waitForMail } from '../support/mailbox.ts';
import { apiPost, createProjectWithRoom, signUp, unique } from '../support/session.ts';

type Vendor = { organizationName: string; vendorName: string; email: string; password: string };

async function csrfOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
}

async function apiPut(page: Page, url: string, data: unknown): Promise<void> {
  const response = await page.request.put(url, { data, headers: { 'x-xsrf-token': await csrfOf(page) } });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
}

/** A page on another local origin that embeds the vendor calculator, served while the test runs. */
async function embeddingSite(appUrl: string, host: string): Promise<{ server: Server; origin: string }> {
  // `/embed/{vendorName}` is a page of the vendor's site with the calculator in a frame.
  const server = createServer((request, response) => {
    const vendorName = encodeURIComponent((request.url ?? '').split('/')[2] ?? '');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>Vendor site</title><h1>Our products</h1>
<iframe id="calc" src="${appUrl}/v/${vendorName}/rt" title="RT Calculator" style="width:100%;height:900px;border:0"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, origin: `http://${host}:${port}` };
}

/**
 * A supplier on the manufacturer plan with a ceiling product, web inquiries on, a stylesheet, a
 * site link, the Experimental section off, and `frameOrigin` allowed to embed its calculator.
 */
async function setUpVendor(page: Page, frameOrigin: string): Promise<Vendor> {
  const organizationName = unique('Stillwater');
  const vendorName = `sw-${Date.now().toString(36)}`;
  const { email, password } = await signUp(page, { organizationName });
  await apiPost(page, '/api/test/plan', { org: organizationName, plan: 'manufacturer-monthly' });
  const commons = await page.request.get('/api/finishes/browsers/commons');
  const categories = (await commons.json()).categories as { id: string; name: string }[];
  const ceilings = categories.find((category) => category.name === 'Ceilings');
  const walls = categories.find((category) => category.name === 'Walls');
  expect(ceilings && walls, JSON.stringify(categories.map((category) => category.name))).toBeTruthy();
  // A ceiling and a wall product give the calculator separate ceiling and wall buttons.
  await apiPost(page, '/api/org/finishes', {
    name: 'Murmur fabric wall 30 mm',
    description: 'Fabric wall system on battens',
    categoryId: walls?.id,
    a125: 0.12,
    a250: 0.42,
    a500: 0.85,
    a1000: 0.98,
    a2000: 0.96,
    a4000: 0.9,
  });
  await apiPost(page, '/api/org/finishes', {
    name: 'Hush ceiling tile 15 mm',
    description: 'Mineral ceiling tile, 15 mm, 300 mm plenum',
    categoryId: ceilings?.id,
    a125: 0.35,
    a250: 0.55,
    a500: 0.7,
    a1000: 0.8,
    a2000: 0.85,
    a4000: 0.82,
  });
  await apiPut(page, '/api/account/organization', {
    section: 'settings',
    units: 'Imperial',
    reportText: '',
    reportLogoWidth: 50,
    vendorRequests: true,
    vendorName,
    vendorCss: '.vendor-header h1 { color: #0b4f6c } @import url(https://evil.example/x.css);',
    vendorCssInline: 'border-top: 4px solid #0b4f6c',
    vendorUrl: 'https://stillwater.example',
    vendorUrlName: 'stillwater.example',
  });
  await apiPut(page, '/api/account/organization/embed', {
    frameOrigins: [frameOrigin],
    showsExperimental: false,
  });
  return { organizationName, vendorName, email, password };
}

async function visitorPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a visitor sends a room with the vendor’s ceiling product; the vendor reads it and copies it into a project', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const vendor = await setUpVendor(page, 'https://www.stillwater.example');
  const { roomId } = await createProjectWithRoom(page, {
    project: 'Customer rooms',
    projectId: 'SW-1',
    room: 'Quote room',
    roomNumber: '1',
  });
  await page.goto('/organization/settings#settings');
  await expect(page.getByRole('heading', { name: 'Embed your calculator' })).toBeVisible();
  await expect(page.getByLabel('Embed code')).toContainText(`/v/${vendor.vendorName}/rt`);
  await page.screenshot({ path: test.info().outputPath('vendor-embed-settings.png'), fullPage: true });

  const visitor = await visitorPage(browser, 1280);
  await visitor.goto(`/v/${vendor.vendorName}/rt`);
  await expect(
    visitor.getByRole('heading', { name: `${vendor.organizationName} RT Calculator` }),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'stillwater.example' })).toHaveAttribute(
    'href',
    'https://stillwater.example',
  );
  await expect(visitor.getByText('Experimental', { exact: true })).toHaveCount(0);
  await expect(visitor.getByText('Report model')).toHaveCount(0);
  const headerColor = await visitor
    .getByRole('heading', { name: `${vendor.organizationName} RT Calculator` })
    .evaluate((element) => getComputedStyle(element).color);
  expect(headerColor).toBe('rgb(11, 79, 108)');

  await visitor.getByLabel('Length (ft)').fill('30');
  await visitor.getByLabel('Width (ft)').fill('24');
  await visitor.getByLabel('Height (ft)').fill('10');
  await expect(
    visitor.getByRole('button', { name: `${vendor.organizationName}: walls`, exact: true }),
  ).toBeVisible();
  await visitor.getByRole('button', { name: `${vendor.organizationName}: ceilings`, exact: true }).click();
  const card = visitor.getByTestId('surface-card').first();
  await card.getByLabel(/ceiling product/).click();
  await visitor.getByRole('option', { name: /Hush ceiling tile 15 mm/ }).click();
  await card.getByLabel('Floor/ceiling (fc) (ft²)').fill('720');

  const panel = visitor.getByRole('region', { name: `Contact ${vendor.organizationName}` });
  await panel.getByRole('button', { name: 'Submit' }).isDisabled();
  await panel.getByLabel('Contact name').fill('Priya Raman');
  await panel.getByLabel('Email').fill('not-an-address');
  await panel.getByLabel('Phone').click();
  await expect(panel.getByText('Please enter a valid email')).toBeVisible();
  await panel.getByLabel('Email').fill('priya@example.com');
  await panel.getByLabel('Phone').fill('+1 555 0142');
  await panel.getByLabel('Message').fill('Please quote the ceiling for our classroom.');
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel.getByText('Submitted')).toBeVisible();
  await expectNoHorizontalScroll(visitor);
  await visitor.screenshot({ path: test.info().outputPath('vendor-calculator-desktop.png'), fullPage: true });
  const notice = await waitForMail('New web inquiry from Priya Raman');
  expect(notice).toContain('/inquiries/');
  await waitForMail(`Your inquiry to ${vendor.organizationName}`);

  await visitor.goto('/v/no-such-vendor/rt');
  await expect(visitor.getByRole('heading', { name: MESSAGES.notFoundTitle })).toBeVisible();

  const phone = await visitorPage(browser, 390);
  await phone.goto(`/v/${vendor.vendorName}/rt`);
  await expect(
    phone.getByRole('heading', { name: `${vendor.organizationName} RT Calculator` }),
  ).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expectNoHorizontalScroll(phone);
  await phone.screenshot({ path: test.info().outputPath('vendor-calculator-390.png'), fullPage: true });

  await page.goto('/inquiries');
  await expect(page.getByRole('heading', { name: 'Web Inquiries' })).toBeVisible();
  const headerLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Web Inquiries/ });
  await expect(headerLink).toHaveAccessibleName(/Web Inquiries\s*1 unread/);
  await expect(page.getByRole('main').getByText('1 unread', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('inquiries-list.png'), fullPage: true });
  await page.getByRole('link', { name: 'Inquiry from Priya Raman' }).click();
  await expect(page.getByRole('heading', { name: 'Inquiry from Priya Raman' })).toBeVisible();
  await expect(page.getByText('+1 555 0142')).toBeVisible();
  const calculation = page.getByRole('region', { name: 'Calculation (read-only)' });
  await expect(calculation.getByRole('region', { name: 'Results (RT in seconds)' })).toBeVisible();
  await expect(
    calculation.getByRole('img', { name: /Reverberation time in seconds per octave band/ }),
  ).toBeVisible();
  await expect(calculation.getByRole('cell', { name: /Hush ceiling tile 15 mm/ })).toBeVisible();
  await expect(calculation.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark read' }).click();
  await expect(page.getByRole('button', { name: 'Mark unread' })).toBeVisible();
  await expect(headerLink).toHaveAccessibleName('Web Inquiries');

  await page.getByRole('button', { name: 'Copy into a project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy into a project' });
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: /SW-1/ }).click();
  await dialog.getByRole('combobox', { name: 'Room' }).click();
  await page.getByRole('option', { name: '1 Quote room' }).click();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByText('The calculation is revision 1 of the room.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('inquiry-copied.png'), fullPage: true });
  const revision = await page.request.get(`/api/rooms/${roomId}/rev/1`);
  expect(JSON.parse((await revision.json()).revision.calc).surfaces[0].name).toContain('Hush');

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/inquiries');
  await expect(page.getByRole('link', { name: 'Inquiry from Priya Raman' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('inquiries-list-390.png'), fullPage: true });
  // A user of an organization without web inquiries is sent away from the list and an inquiry.
  const plain = await visitorPage(browser, 1280);
  await signUp(plain);
  await plain.goto('/inquiries');
  await expect(plain).toHaveURL(/\/organization$/);
  await plain.goto(`/inquiries/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`);
  await expect(plain).toHaveURL(/\/organization$/);
});

test('the vendor calculator works in an iframe on a listed origin and is refused on any other', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The vendor's site is another site (localhost, not 127.0.0.1): the browser sends the framed
  // calculator no SameSite cookie, as on a real vendor's domain. The third origin is not listed.
  const listed = await embeddingSite(baseURL ?? '', 'localhost');
  const other = await embeddingSite(baseURL ?? '', '127.0.0.1');
  try {
    const vendor = await setUpVendor(page, listed.origin);
    const visitor = await visitorPage(browser, 1280);
    await visitor.goto(`${listed.origin}/embed/${vendor.vendorName}`);
    const frame = visitor.frameLocator('#calc');
    await expect(
      frame.getByRole('heading', { name: `${vendor.organizationName} RT Calculator` }),
    ).toBeVisible();
    await frame.getByLabel('Length (ft)').fill('30');
    await frame.getByLabel('Width (ft)').fill('24');
    await frame.getByLabel('Height (ft)').fill('10');
    await frame.getByLabel('Contact name').fill('Framed Visitor');
    await frame.getByLabel('Email').fill('framed@example.com');
    await frame.getByLabel('Phone').fill('555 0100');
    await frame.getByLabel('Message').fill('Sent from the vendor site');
    await frame.getByRole('button', { name: 'Submit' }).click();
    await expect(frame.getByText('Submitted')).toBeVisible();
    await waitForMail('New web inquiry from Framed Visitor');
    await visitor.screenshot({ path: test.info().outputPath('vendor-iframe-allowed.png'), fullPage: true });

    const refused = await visitorPage(browser, 1280);
    const blocked = refused.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await refused.goto(`${other.origin}/embed/${vendor.vendorName}`);
    await blocked;
    await expect(
      refused
        .frameLocator('#calc')
        .getByRole('heading', { name: `${vendor.organizationName} RT Calculator` }),
    ).toHaveCount(0);
    await refused.screenshot({ path: test.info().outputPath('vendor-iframe-refused.png'), fullPage: true });
  } finally {
    listed.server.close();
    other.server.close();
  }
});
