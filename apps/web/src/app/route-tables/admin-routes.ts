import type { RouteObject } from 'react-router';
import { guard } from '../guards.ts';
import { adminScreen } from './lazy-screen.ts';

/** The admin area: the `/admin` parent route guards every screen under it. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    loader: guard('admin'),
    lazy: async () => ({
      Component: (await import('../../features/admin/components/admin-layout.tsx')).AdminLayout,
    }),
    children: [
      adminScreen(
        undefined,
        async () =>
          (await import('../../features/admin/components/admin-dashboard-page.tsx')).AdminDashboardPage,
      ),
      ...['users', 'accounts'].map((section) =>
        adminScreen(
          section,
          async () => (await import('../../features/admin/components/admin-users-page.tsx')).AdminUsersPage,
        ),
      ),
      adminScreen(
        'users/:id',
        async () => (await import('../../features/admin/components/admin-user-page.tsx')).AdminUserPage,
      ),
      adminScreen(
        'organizations',
        async () =>
          (await import('../../features/admin/components/admin-organizations-page.tsx'))
            .AdminOrganizationsPage,
      ),
      adminScreen(
        'organizations/:id',
        async () =>
          (await import('../../features/admin/components/admin-organization-page.tsx')).AdminOrganizationPage,
      ),
      adminScreen(
        'administrators',
        async () =>
          (await import('../../features/admin/components/admin-administrators-page.tsx'))
            .AdminAdministratorsPage,
      ),
      adminScreen(
        'admin-groups',
        async () => (await import('../../features/admin/components/admin-groups-page.tsx')).AdminGroupsPage,
      ),
      adminScreen(
        'statuses',
        async () =>
          (await import('../../features/admin/components/reference-list-page.tsx')).AdminStatusesPage,
      ),
      adminScreen(
        'categories',
        async () =>
          (await import('../../features/admin/components/reference-list-page.tsx')).AdminCategoriesPage,
      ),
      adminScreen(
        'finishes',
        async () =>
          (await import('../../features/admin/components/admin-finishes-page.tsx')).AdminFinishesPage,
      ),
      adminScreen(
        'logs',
        async () => (await import('../../features/admin/components/admin-logs-page.tsx')).AdminLogsPage,
      ),
      adminScreen(
        'orders',
        async () => (await import('../../features/admin/components/admin-orders-page.tsx')).AdminOrdersPage,
      ),
      adminScreen(
        'orders/:id',
        async () => (await import('../../features/admin/components/admin-order-page.tsx')).AdminOrderPage,
      ),
      adminScreen(
        'promo-codes',
        async () =>
          (await import('../../features/admin/components/admin-promo-codes-page.tsx')).AdminPromoCodesPage,
      ),
      adminScreen(
        'partitions',
        async () =>
          (await import('../../features/admin/components/admin-partitions-page.tsx')).AdminPartitionsPage,
      ),
    ],
  },
];
