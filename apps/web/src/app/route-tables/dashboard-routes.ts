import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen.ts';

/** The signed-in user's dashboard, clients and inquiries. */
export const dashboardRoutes: RouteObject[] = [
  screen(
    '/clients',
    'authenticated',
    async () => (await import('../../features/clients/components/clients-page.tsx')).ClientsPage,
  ),
  screen(
    '/clients/:id',
    'authenticated',
    async () => (await import('../../features/clients/components/client-edit-page.tsx')).ClientEditPage,
  ),
  screen(
    '/dashboard',
    'authenticated',
    async () => (await import('../routes/dashboard-screen.tsx')).DashboardScreen,
  ),
  screen(
    '/inquiries',
    'inquiries',
    async () => (await import('../../features/inquiries/components/inquiry-list-page.tsx')).InquiryListPage,
  ),
  screen(
    '/inquiries/:id',
    'inquiries',
    async () => (await import('../routes/inquiry-screen.tsx')).InquiryScreen,
  ),
];
