import { Navigate, type RouteObject } from 'react-router';
import { screen } from './lazy-screen.ts';

/** The organization, its members and settings; any other `/organization/...` address leads home. */
export const organizationRoutes: RouteObject[] = [
  screen(
    '/members',
    'organization',
    async () => (await import('../../features/organizations/components/members-page.tsx')).MembersPage,
  ),
  screen(
    '/organization',
    'authenticated',
    async () =>
      (await import('../../features/organizations/components/organization-page.tsx')).OrganizationPage,
  ),
  screen(
    '/organization/settings',
    'organization',
    async () => (await import('../routes/organization-settings-screen.tsx')).OrganizationSettingsScreen,
  ),
  { path: '/organization/*', element: <Navigate to="/" replace /> },
];
