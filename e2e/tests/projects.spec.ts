import { expect, type Page, test } from '@playwright/test';
import { apiPost, signUp, unique, uniqueEmail } from '../support/session.ts';

/** Signs up as Cyril Harris; with an organization name the user is its organization-level owner. */
async function signUpAsHarris(page: Page, options: { organizationName?: string } = {}): Promise<string> {
  const { email } = await signUp(page, {
    firstName: 'Cyril',
    lastName: 'Harris',
    email: uniqueEmail('pm'),
    password: 'avery-fisher-hall',
    organizationName: options.organizationName,
  });
  return email;
}

/** Picks a day in the open Mantine calendar by its label, e.g. '5 March 2031'. */
async function pickDay(page: Page, scope: ReturnType<Page['getByRole']>, field: string, day: Date) {
  await scope.getByRole('button', { name: field, exact: true }).click();
  const label = day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const dayButton = page.getByRole('button', { name: label, exact: true });
  await dayButton.click();
  // The calendar closes on a pick; wait for it so the next field's calendar is the only one open.
  await expect(dayButton).toHaveCount(0);
}

/** A valid Metric calc document of a 7 × 6 × 4 m room. */
function calcDocument(ceilingAlpha: number) {
  return JSON.stringify({
    name: 'Seminar room',
    units: { system: 'Metric' },
    len: 7,
    width: 6,
    height: 4,
    temperature: 20,
    settings: { limitCoefficients: false, airAbsorption: true },
    surfaces: [
      {
        type: 'multiaxis-custom-alpha',
        name: 'Walls',
        a125: 0.01,
        a250: 0.02,
        a500: 0.02,
        a1000: 0.03,
        a2000: 0.04,
        a4000: 0.05,
        area: { lr: 56, fr: 48 },
      },
      {
        type: 'multiaxis-custom-alpha',
        name: 'Ceiling',
        a125: ceilingAlpha,
        a250: ceilingAlpha,
        a500: ceilingAlpha,
        a1000: ceilingAlpha,
        a2000: ceilingAlpha,
        a4000: ceilingAlpha,
        area: { fc: 42 },
      },
    ],
  });
}

test('a pro organization keeps clients, projects, phases on the Gantt, rooms, revisions, notes and partitions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const organizationName = unique('Reverb Partners');
  await signUpAsHarris(page, { organizationName });
  await apiPost(page, '/api/test/plan', { org: organizationName, plan: 'pro-monthly' });

  // A client.
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add client' });
  await dialog.getByLabel('Client ID').fill('OPR-9');
  await dialog.getByLabel(/^Name/).fill('Lakeside Opera');
  await dialog.getByLabel('Address').fill('1 Shore Road, Lakeside');
  await dialog.getByLabel(/^Country/).fill('Canada');
  await page.getByRole('option', { name: 'Canada (CA)' }).click();
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByRole('link', { name: 'Lakeside Opera' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Canada' })).toBeVisible();

  // A project for it: a pro user lands on the Phases tab.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'New project' }).click();
  const newProject = page.getByRole('dialog', { name: 'New project' });
  await newProject.getByLabel('Project name').fill('Lakeside Opera House');
  await newProject.getByLabel('Project ID').fill('LO-2031');
  await newProject.getByLabel('Client', { exact: true }).click();
  await page.getByRole('option', { name: 'Lakeside Opera (OPR-9)' }).click();
  await newProject.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Lakeside Opera House' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Phases', selected: true })).toBeVisible();
  const projectId = page.url().split('/project/')[1]?.split('#')[0] ?? '';

  // Two phases, this month from today on.
  const today = new Date();
  const lastOfMonth = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  const later = new Date(Math.min(lastOfMonth.getTime(), today.getTime() + 6 * 86_400_000));
  for (const name of ['Survey', 'Design']) {
    await page.getByRole('button', { name: 'New Phase' }).click();
    const phaseDialog = page.getByRole('dialog', { name: 'New Phase' });
    await phaseDialog.getByLabel(/^Name/).fill(name);
    await phaseDialog.getByLabel('Budget').fill('12500');
    await pickDay(page, phaseDialog, 'From', today);
    await pickDay(page, phaseDialog, 'To', later);
    await phaseDialog.getByRole('button', { name: 'Add phase' }).click();
    await expect(phaseDialog).toBeHidden();
  }
  // The phase table's links (the Gantt chart links the phases too).
  await expect(page.locator('table').getByRole('link', { name: 'Survey' })).toBeVisible();
  await expect(page.locator('table').getByRole('link', { name: 'Design' })).toBeVisible();

  // The Gantt chart: each phase is a bar in the phases view, the project one bar in the project view.
  const chart = page.getByTestId('gantt-chart');
  await expect(chart.getByText('Survey').first()).toBeVisible();
  await expect(chart.getByText('Design').first()).toBeVisible();
  await page.getByText('Project view').click();
  await expect(chart.getByText('LO-2031 · Lakeside Opera House').first()).toBeVisible();
  await expect(chart.getByText('Survey')).toHaveCount(0);
  await page.getByText('Phases view').click();
  await expect(chart.getByText('Survey').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phases-1280.png'), fullPage: true });

  // Two rooms.
  let firstRevisionId = 0;
  await page.getByRole('tab', { name: 'Rooms' }).click();
  for (const { name, number } of [
    { name: 'Seminar room', number: '101' },
    { name: 'Office', number: '102' },
  ]) {
    await page.getByRole('button', { name: 'New Room' }).click();
    const roomDialog = page.getByRole('dialog', { name: 'New Room' });
    await roomDialog.getByLabel('Room name').fill(name);
    await roomDialog.getByLabel('Room number').fill(number);
    if (name === 'Seminar room') {
      // 'Open RT Calculator' (checked by default) opens the new room's calculator: save a revision there.
      await expect(roomDialog.getByLabel('Open RT Calculator')).toBeChecked();
      await roomDialog.getByRole('button', { name: 'Create room' }).click();
      await expect(page).toHaveURL(/\/room\/[0-9a-f-]+\/new$/);
      await page.getByLabel(/^Length/).fill('9');
      await page.getByLabel(/^Width/).fill('7');
      await page.getByLabel(/^Height/).fill('3');
      await page.getByLabel('Revision comment').fill('Plaster ceiling');
      await page.getByRole('combobox', { name: /Project phase/ }).click();
      await page.getByRole('option').first().click();
      await page.getByRole('button', { name: 'Save revision' }).click();
      await expect(page).toHaveURL(/\/edit\/\d+$/);
      firstRevisionId = Number(page.url().split('/').pop());
      await page.goto(`/project/${projectId}#rooms`);
    } else {
      await roomDialog.getByLabel('Open RT Calculator').uncheck();
      await roomDialog.getByRole('button', { name: 'Create room' }).click();
    }
    await expect(page.getByRole('link', { name })).toBeVisible();
  }

  // A second revision of the seminar room, saved through the API as the calculator does.
  const roomHref = (await page.getByRole('link', { name: 'Seminar room' }).getAttribute('href')) ?? '';
  const roomId = roomHref.split('/room/')[1] ?? '';
  const project = await (await page.request.get(`/api/projects/${projectId}`)).json();
  const phaseId = project.project.phases[0]._id as string;
  const first = { revision: { id: firstRevisionId } };
  const second = await apiPost<{ revision: { id: number } }>(page, `/api/rooms/${roomId}/rev`, {
    calc: calcDocument(0.7),
    revisionComment: 'Absorptive ceiling',
    phaseId,
  });

  // Make the second revision active in Room Settings.
  await page.getByRole('link', { name: 'Seminar room' }).click();
  await expect(page.getByText(`Active revision #${first.revision.id} of 2`)).toBeVisible();
  await page.getByRole('tab', { name: 'Room Settings' }).click();
  await page.getByRole('combobox', { name: 'Active RT version' }).click();
  await page
    .getByRole('option', { name: new RegExp(`^#${second.revision.id} · Absorptive ceiling`) })
    .click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes have been saved.')).toBeVisible();
  await expect(page.getByText(`Active revision #${second.revision.id} of 2`)).toBeVisible();
  await page.getByRole('tab', { name: 'Room RT Revisions' }).click();
  const activeRow = page.getByRole('row', { name: /Absorptive ceiling/ });
  await expect(activeRow.getByText('Active')).toBeVisible();
  await expect(activeRow.getByRole('link', { name: `#${second.revision.id}` })).toHaveAttribute(
    'href',
    `/project/${projectId}/room/${roomId}/edit/${second.revision.id}`,
  );

  // A note with rich text.
  await page.goto(`/project/${projectId}#notes`);
  await page.getByRole('button', { name: 'New note' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'New note' });
  await noteDialog.getByLabel(/^Attendees/).fill('Cyril Harris, stage manager');
  const editor = noteDialog.locator('.ProseMirror');
  await editor.click();
  await editor.pressSequentially('Target ');
  await page.keyboard.press('Control+b');
  await editor.pressSequentially('RT 1.8 s');
  await page.keyboard.press('Control+b');
  await editor.pressSequentially(' at 500 Hz.');
  await noteDialog.getByRole('button', { name: 'Save note' }).click();
  await expect(noteDialog).toBeHidden();
  const note = page.getByRole('article');
  await expect(note.getByText('Attendees: Cyril Harris, stage manager', { exact: false })).toBeVisible();
  await expect(note.locator('strong', { hasText: 'RT 1.8 s' })).toBeVisible();

  // A partition and its privacy rating: NC 35 + STC 50 = 85, above 80: Excellent.
  await page.getByRole('tab', { name: 'Partitions' }).click();
  await page.getByRole('button', { name: 'New partition' }).click();
  const partitionDialog = page.getByRole('dialog', { name: 'New partition' });
  await partitionDialog.getByRole('combobox', { name: 'Source room' }).focus();
  await partitionDialog.getByLabel(/^NC/).focus();
  await expect(partitionDialog.getByText('Source room is required')).toBeVisible();
  await partitionDialog.getByRole('combobox', { name: 'Source room' }).click();
  await page.getByRole('option', { name: '101 · Seminar room' }).click();
  await partitionDialog.getByRole('combobox', { name: 'Receive room' }).click();
  await page.getByRole('option', { name: '102 · Office' }).click();
  await partitionDialog.getByLabel(/^NC/).fill('35');
  await partitionDialog.getByLabel(/^STC/).fill('50');
  await partitionDialog.getByLabel(/Surface area/).fill('12');
  await expect(partitionDialog.getByText('Excellent')).toBeVisible();
  await partitionDialog.getByRole('button', { name: 'Save partition' }).click();
  await expect(partitionDialog).toBeHidden();
  const row = page.getByRole('row', { name: /Seminar room/ });
  await expect(row.getByText('Excellent')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('partitions-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('partitions-390.png'), fullPage: true });

  // Deleting asks first: Cancel keeps the partition, Delete removes it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: 'Delete partition' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete partition' });
  await expect(confirm).toContainText('101 · Seminar room and 102 · Office? There is no undo.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete partition' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^No partitions yet\./)).toBeVisible();
});

test('without a pro plan the pro tabs and the Gantt chart are absent', async ({ page }) => {
  await signUpAsHarris(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Projects and phases')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'My Projects' })).toBeDisabled();

  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Project name').fill('Home studio');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Home studio' })).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Rooms', selected: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Rooms', 'Settings']);
  for (const name of ['Phases', 'Partitions', 'Doors', 'Glazing', 'Measurements', 'Notes']) {
    await expect(page.getByRole('tab', { name })).toHaveCount(0);
  }
  await page.goto(`${page.url().split('#')[0]}#notes`);
  await expect(page.getByRole('tab', { name: 'Rooms', selected: true })).toBeVisible();
});
