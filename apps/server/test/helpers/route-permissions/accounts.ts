import type { RoutePermission } from '../route-permissions.ts';
import type { RouteKey } from '../route-table.ts';
import { newEmail } from './sample-emails.ts';

const PASSWORD = 'difference-engine';
/** A state of at least the length the callback schema asks for, that no sign-in started. */
const unknownState = 'state-that-nobody-started';
const unknownToken = 'token-that-was-never-mailed-0123456789';

/** Signing up and in, password resets, account settings, social sign-in and the contact form. */
export const ACCOUNT_ROUTES: Record<RouteKey, RoutePermission> = {
  'GET /api/current-user': { who: 'public', sample: () => ({}) },
  'POST /api/signup': {
    who: 'public',
    sample: () => ({ body: { email: newEmail(), password: PASSWORD, firstName: 'Ny', lastName: 'Person' } }),
  },
  'POST /api/login': {
    who: 'public',
    note: 'a wrong password answers 401 "login failed", which is not a request to sign in',
    sample: (ids) => ({ body: { username: ids.ownerEmail, password: 'not-the-password' } }),
  },
  'POST /api/logout': { who: 'public', sample: () => ({}) },
  'POST /api/view-as/stop': {
    who: 'signed-in',
    note: 'the way back from an administrator’s view of the app as a user; 409 for anyone else',
    sample: () => ({}),
  },
  'POST /api/login/forgot': {
    who: 'public',
    finishesAfterAnswer: true,
    note: 'the reset link is stored and mailed after the answer, so no one learns whether the account exists',
    sample: (ids) => ({ body: { email: ids.ownerEmail } }),
  },
  'PUT /api/login/reset/:token/:email': {
    who: 'public',
    sample: (ids) => ({
      params: { token: unknownToken, email: ids.ownerEmail },
      body: { password: 'new-password-1', confirm: 'new-password-1' },
    }),
  },
  'GET /api/register': { who: 'public', sample: () => ({ query: { field: 'email', value: newEmail() } }) },
  'GET /api/checkorg': { who: 'public', sample: () => ({ query: { org: 'Unused name' } }) },
  'GET /api/account/verification': { who: 'signed-in', sample: () => ({}) },
  'POST /api/account/verification': {
    who: 'signed-in',
    sample: (ids) => ({ body: { email: ids.ownerEmail } }),
  },
  'GET /api/account/verification/:token': {
    who: 'public',
    note: 'the mailed token is the proof; the link works in a browser that is not signed in',
    sample: () => ({ params: { token: unknownToken } }),
  },
  'GET /api/account/settings': { who: 'signed-in', sample: () => ({}) },
  'PUT /api/account/settings': {
    who: 'signed-in',
    sample: () => ({ body: { firstName: 'Ada', lastName: 'Lovelace' } }),
  },
  'PUT /api/account/settings/identity': { who: 'signed-in', sample: () => ({ body: { email: newEmail() } }) },
  'PUT /api/account/settings/password': {
    who: 'signed-in',
    sample: () => ({
      body: { currentPass: 'not-the-password', newPassword: 'new-password-1', confirm: 'new-password-1' },
    }),
  },
  'GET /api/login/:provider': {
    who: 'public',
    answer: 'redirect',
    sample: () => ({ params: { provider: 'google' } }),
  },
  'GET /api/login/:provider/callback': {
    who: 'public',
    sample: () => ({ params: { provider: 'google' }, query: { code: 'code', state: unknownState } }),
  },
  'GET /api/account/settings/:provider/connect': {
    who: 'signed-in',
    answer: 'redirect',
    sample: () => ({ params: { provider: 'google' } }),
  },
  'GET /api/account/settings/:provider/callback': {
    who: 'signed-in',
    sample: () => ({ params: { provider: 'google' }, query: { code: 'code', state: unknownState } }),
  },
  'GET /api/account/settings/:provider/disconnect': {
    who: 'signed-in',
    note: 'a GET that changes state, so it checks the CSRF header itself',
    sample: () => ({ params: { provider: 'google' }, sendsCsrfHeader: true }),
  },
  'POST /api/sendMessage': {
    who: 'public',
    sample: () => ({ body: { name: 'Ada', email: 'ada@example.com', message: 'Hello' } }),
  },
};
