import { expect, type Page } from '@playwright/test';

/** A name no earlier run used, e.g. 'Reverb Partners-1795…-4821'. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** A fresh e-mail address. */
export function uniqueEmail(prefix: string): string {
  return `${unique(prefix)}@example.com`;
}

export type SignUpOptions = {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  /** With a name, the user becomes the organization-level owner of a new organization account. */
  organizationName?: string;
};

/** Signs up through the sign-up page and waits for /account; answers the credentials used. */
export async function signUp(
  page: Page,
  options: SignUpOptions = {},
): Promise<{ email: string; password: string }> {
  const email = options.email ?? uniqueEmail('user');
  const password = options.password ?? 'reverberation-1';
  await page.goto('/signup');
  await page.getByLabel('First name').fill(options.firstName ?? 'Wallace');
  await page.getByLabel('Last name').fill(options.lastName ?? 'Sabine');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  if (options.organizationName) {
    await page.getByLabel('Create an organization account (for a firm with members)').check();
    await page.getByLabel('Organization name').fill(options.organizationName);
  }
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  return { email, password };
}

/** Signs in through the login page and waits for /account. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** A state-changing API call from the page's session, with the CSRF header the web app sends. */
export async function apiPost<T = unknown>(page: Page, url: string, data: unknown): Promise<T> {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(url, { data, headers: { 'x-xsrf-token': csrf } });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A project with one room, made through the API; answers their ids. */
export async function createProjectWithRoom(
  page: Page,
  names: { project: string; projectId: string; room: string; roomNumber: string },
): Promise<{ projectId: string; roomId: string }> {
  const { project } = await apiPost<{ project: { _id: string } }>(page, '/api/projects', {
    name: names.project,
    id: names.projectId,
    clientId: null,
  });
  const { room } = await apiPost<{ room: { _id: string } }>(page, '/api/rooms', {
    projectId: project._id,
    name: names.room,
    number: names.roomNumber,
  });
  return { projectId: project._id, roomId: room._id };
}
