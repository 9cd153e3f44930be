import { expect, test } from '@playwright/test';
import { apiPost, signUp, unique, uniqueEmail } from '../support/session.ts';

test('the manager picker lists only matches, names the current manager apart, and saves a clicked match', async ({
  page,
}) => {
  const organizationName = unique('Hidley Acoustics');
  const { email: ownerEmail } = await signUp(page, {
    firstName: 'Ann',
    lastName: 'Leroy',
    email: uniqueEmail('ann'),
    organizationName,
  });
  await apiPost(page, '/api/test/plan', { org: organizationName, plan: 'pro-monthly' });
  const tomEmail = uniqueEmail('tom');
  await apiPost(page, '/api/account/organization/member', { email: tomEmail, password: 'reverberation-1' });
  const { project } = await apiPost<{ project: { _id: string } }>(page, '/api/projects', {
    name: 'Control room',
    id: unique('CR'),
    clientId: null,
  });
  // Ann, the owner, manages the project: she does not match 'tom'.
  const { members } = (await (await page.request.get('/api/projects/managers?q=ann')).json()) as {
    members: { id: string; email: string }[];
  };
  const ann = members.find((member) => member.email === ownerEmail);
  expect(ann).toBeDefined();
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const detail = (await (await page.request.get(`/api/projects/${project._id}`)).json()) as {
    project: { id: string; name: string };
  };
  const put = await page.request.put(`/api/projects/${project._id}`, {
    data: { id: detail.project.id, name: detail.project.name, projectManagerId: ann?.id, clientId: null },
    headers: { 'x-xsrf-token': csrf },
  });
  expect(put.ok(), await put.text()).toBe(true);

  await page.goto(`/project/${project._id}#settings`);
  await expect(page.getByTestId('current-manager')).toHaveText(`Current manager: Ann Leroy (${ownerEmail})`);
  const picker = page
    .getByRole('textbox', { name: 'Project manager' })
    .or(page.getByRole('combobox', { name: 'Project manager' }));
  await picker.click();
  await picker.fill('tom');
  const tomOption = page.getByRole('option', { name: new RegExp(tomEmail) });
  await expect(tomOption).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: /Ann Leroy/ })).toHaveCount(0);
  await tomOption.click();
  await expect(picker).toHaveValue(new RegExp(tomEmail));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes have been saved.')).toBeVisible();
  const saved = (await (await page.request.get(`/api/projects/${project._id}`)).json()) as {
    project: { projectManager: { email: string } | null };
  };
  expect(saved.project.projectManager?.email).toBe(tomEmail);
  await expect(page.getByTestId('current-manager')).toContainText(tomEmail);

  // Removing the manager is its own action, and is saved as no manager.
  await page.getByRole('button', { name: 'Remove manager' }).click();
  await expect(picker).toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('current-manager')).toHaveText('No manager saved yet');
});
