import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { apiPost, createProjectWithRoom, signUp, unique } from '../support/session.ts';

const REPORT_TEXT =
  'Prepared for the design team by Sabine & Partners.\n\nPredicted values; to be verified by measurement after fit-out.';

/** A wordmark logo, drawn for the test. */
function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="150">
    <rect width="600" height="150" rx="18" fill="#1d3f4f"/>
    <circle cx="80" cy="75" r="42" fill="none" stroke="#9fd8ea" stroke-width="10"/>
    <circle cx="80" cy="75" r="16" fill="#9fd8ea"/>
    <text x="150" y="96" font-family="sans-serif" font-size="56" font-weight="700" fill="#ffffff">SABINE &amp; CO</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return { 'x-xsrf-token': cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' };
}

async function apiPut(page: Page, url: string, data: unknown): Promise<void> {
  const response = await page.request.put(url, { data, headers: await csrfHeader(page) });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
}

/**
 * The calculator's default goal shape: per-band multipliers and bounds
 * (docs/product/constants.md#the-room-and-its-goal).
 */
const GOAL_SHAPE = Object.fromEntries(
  [125, 250, 500, 1000, 2000, 4000].flatMap((band, index) => [
    [`x${band}`, [1.25, 1.1, 1, 0.95, 0.9, 0.8][index]],
    [`s${band}`, [20, 15, 10, 10, 10, 10][index]],
    [`l${band}`, [-20, -15, -10, -10, -10, -10][index]],
  ]),
);

/** A 7 × 6 × 4 m seminar room with an RT goal of 0.8 s. */
function seminarRoom(): string {
  const surface = (name: string, alphas: number[], area: Record<string, number>) => {
    const [a125, a250, a500, a1000, a2000, a4000] = alphas;
    return { type: 'multiaxis-custom-alpha', name, a125, a250, a500, a1000, a2000, a4000, area };
  };
  return JSON.stringify({
    name: 'Seminar room',
    number: '2.14',
    units: { system: 'Metric' },
    len: 7,
    width: 6,
    height: 4,
    temperature: 20,
    rtDecay: 60,
    rtGoal: 0.8,
    ...GOAL_SHAPE,
    settings: { limitCoefficients: false, airAbsorption: true, reportModel: 'both' },
    gui: { suggestionType: 'auditorium-speech' },
    surfaces: [
      surface('Painted plaster walls', [0.01, 0.02, 0.02, 0.03, 0.04, 0.05], { lr: 56, fr: 48 }),
      surface('Mineral fibre ceiling tile', [0.3, 0.55, 0.7, 0.75, 0.8, 0.8], { fc: 42 }),
      surface('Carpet on concrete', [0.02, 0.06, 0.14, 0.37, 0.6, 0.65], { fc: 42 }),
    ],
  });
}

function pageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
}

test('a consultant opens a revision as a report, prints it and downloads the server PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const organizationName = unique('Sabine & Partners');
  await signUp(page, { firstName: 'Leo', lastName: 'Beranek', organizationName });
  const { projectId, roomId } = await createProjectWithRoom(page, {
    project: 'Riverside Campus',
    projectId: 'RC-7',
    room: 'Seminar room',
    roomNumber: '2.14',
  });
  await apiPost(page, `/api/rooms/${roomId}/rev`, {
    calc: seminarRoom(),
    revisionComment: 'Ceiling tile and carpet',
  });
  await apiPost(page, '/api/test/plan', { org: organizationName, plan: 'pro-monthly' });
  await apiPut(page, '/api/account/organization', {
    section: 'profile',
    name: organizationName,
    subscriberName: 'Leo Beranek',
    phone: '+44 20 7946 0000',
    address: '7 Acoustic Lane, London',
    zip: 'EC1A 1AA',
    countryCode: 'GB',
  });
  await apiPut(page, '/api/account/organization', {
    section: 'settings',
    units: 'Metric',
    reportText: REPORT_TEXT,
    reportLogoWidth: 35,
    vendorRequests: false,
    vendorName: '',
    vendorCss: '',
    vendorCssInline: '',
    vendorUrl: '',
    vendorUrlName: '',
  });
  const upload = await page.request.post('/api/account/organization/profilepic', {
    multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() } },
    headers: await csrfHeader(page),
  });
  expect(upload.ok()).toBe(true);

  // From the room's revisions to the report.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/project/${projectId}/room/${roomId}`);
  await page.getByRole('link', { name: 'Report of revision 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/room/${roomId}/edit/1/report$`));
  await expect(page.getByRole('heading', { name: 'Reverberation report', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-paper')).toHaveAttribute('aria-busy', 'false');
  const logo = page.getByTestId('report-logo');
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(600);
  await expect(page.getByTestId('report-firm')).toHaveText(organizationName);
  await expect(page.getByText('Prepared for the design team by Sabine & Partners.')).toBeVisible();
  await expect(
    page.getByText('Predicted values; to be verified by measurement after fit-out.'),
  ).toBeVisible();
  await expect(page.getByText('7 Acoustic Lane, London')).toBeVisible();
  const results = page.getByTestId('report-results');
  await expect(results.locator('tr[data-model="sabine"] td')).toHaveCount(6);
  await expect(results.locator('tr[data-model="eyring"] td')).toHaveCount(6);
  for (const cell of await results.locator('tr[data-model] td').allTextContents()) {
    expect(cell).toMatch(/^\d+\.\d$/);
  }
  await expect(page.getByTestId('report-goal-band').locator('polygon')).toBeVisible();
  await expect(page.getByTestId('report-surfaces').locator('tbody[data-surface]')).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('report-page-1280.png'), fullPage: true });

  // Chromium's print of the page and the server's PDF have the same pages, give or take one.
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: test.info().outputPath('report-print-media-1280.png'), fullPage: true });
  const printed = test.info().outputPath('report-printed.pdf');
  writeFileSync(printed, await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('radio', { name: 'A4' })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('reverberation-report-2-14-seminar-room-rev-1.pdf');
  const server = test.info().outputPath('report-server.pdf');
  await download.saveAs(server);
  const serverPages = pageCount(server);
  expect(serverPages).toBeGreaterThanOrEqual(3);
  expect(Math.abs(pageCount(printed) - serverPages)).toBeLessThanOrEqual(1);
  const printedText = execFileSync('pdftotext', [printed, '-'], { encoding: 'utf8' });
  expect(printedText).toContain(`Page 1 of ${pageCount(printed)}`);
  expect(printedText).toContain(organizationName);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    server,
    test.info().outputPath('report-server'),
  ]);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    printed,
    test.info().outputPath('report-printed'),
  ]);

  // On a phone the page does not scroll sideways; wide tables scroll inside their own box.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('report-firm')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('report-page-390.png'), fullPage: true });

  // The project page offers every room's active revision in one PDF.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/project/${projectId}`);
  const projectDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Project report (PDF)' }).click();
  const projectFile = test.info().outputPath('project-report.pdf');
  await (await projectDownload).saveAs(projectFile);
  expect(pageCount(projectFile)).toBeGreaterThanOrEqual(2);
  expect(execFileSync('pdftotext', [projectFile, '-'], { encoding: 'utf8' })).toContain('Summary');
});
