import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundView } from '../components/not-found-view.tsx';
import { type Access, guard } from './guards.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteErrorView } from './route-error-view.tsx';

type Lazy = () => Promise<ComponentType>;

/** A guarded, lazily loaded screen. */
function screen(path: string, access: Access, load: Lazy): RouteObject {
  return { path, loader: guard(access), lazy: async () => ({ Component: await load() }) };
}

/** A screen of the admin area; the `/admin` parent route guards every one of them. */
function adminScreen(path: string | undefined, load: Lazy): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/** The route table of docs/product/screens.md with its guards. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorView />,
    children: [
      {
        errorElement: <RouteErrorView />,
        children: [
          screen(
            '/',
            'public',
            async () => (await import('../features/content/components/landing-page.tsx')).LandingPage,
          ),
          screen(
            '/landing',
            'public',
            async () => (await import('../features/content/components/landing-page.tsx')).LandingPage,
          ),
          screen(
            '/landing/suppliers',
            'public',
            async () => (await import('../features/content/components/suppliers-page.tsx')).SuppliersPage,
          ),
          screen(
            '/landing/professionals',
            'public',
            async () =>
              (await import('../features/content/components/professionals-page.tsx')).ProfessionalsPage,
          ),
          screen(
            '/about',
            'public',
            async () => (await import('../features/content/components/about-page.tsx')).AboutPage,
          ),
          screen(
            '/privacy',
            'public',
            async () => (await import('../features/content/components/privacy-page.tsx')).PrivacyPage,
          ),
          screen(
            '/terms-of-service',
            'public',
            async () => (await import('../features/content/components/terms-page.tsx')).TermsPage,
          ),
          screen(
            '/contact',
            'public',
            async () => (await import('../features/contact/components/contact-page.tsx')).ContactPage,
          ),
          { path: '/notfound', element: <NotFoundView /> },

          screen(
            '/public/partitions',
            'public',
            async () =>
              (await import('../features/partitions/components/partitions-page.tsx')).PartitionsPage,
          ),
          screen(
            '/public/rt',
            'public',
            async () => (await import('./routes/calculator-public-screen.tsx')).PublicCalculatorScreen,
          ),
          screen(
            '/public/rt/:link/:version?',
            'public',
            async () => (await import('./routes/shared-calculation-screen.tsx')).SharedCalculationScreen,
          ),
          screen(
            '/v/:vendorName/rt',
            'public',
            async () => (await import('./routes/vendor-calculator-screen.tsx')).VendorCalculatorScreen,
          ),
          screen(
            '/public/raytracer',
            'public',
            async () =>
              (await import('../features/raytracer/components/public-raytracer-page.tsx'))
                .PublicRaytracerPage,
          ),

          screen(
            '/login',
            'anonymous',
            async () => (await import('../features/accounts/components/login-page.tsx')).LoginPage,
          ),
          screen(
            '/signup',
            'anonymous',
            async () => (await import('../features/accounts/components/signup-page.tsx')).SignupPage,
          ),
          screen(
            '/login/forgot',
            'anonymous',
            async () => (await import('../features/accounts/components/forgot-page.tsx')).ForgotPage,
          ),
          screen(
            '/login/reset',
            'anonymous',
            async () => (await import('../features/accounts/components/reset-page.tsx')).ResetPage,
          ),
          screen(
            '/login/reset/:email/:token',
            'anonymous',
            async () => (await import('../features/accounts/components/reset-page.tsx')).ResetPage,
          ),
          screen(
            '/account',
            'authenticated',
            async () => (await import('../features/accounts/components/account-page.tsx')).AccountPage,
          ),
          screen(
            '/account/settings',
            'verified',
            async () =>
              (await import('../features/accounts/components/account-settings-page.tsx')).AccountSettingsPage,
          ),
          screen(
            '/account/settings/:provider/callback',
            'authenticated',
            async () =>
              (await import('../features/accounts/components/social-callback-page.tsx'))
                .SocialConnectCallbackPage,
          ),
          screen(
            '/login/:provider/callback',
            'anonymous',
            async () =>
              (await import('../features/accounts/components/social-callback-page.tsx'))
                .SocialLoginCallbackPage,
          ),
          screen(
            '/account/verification',
            'unverified',
            async () =>
              (await import('../features/accounts/components/verification-page.tsx')).VerificationPage,
          ),
          screen(
            '/account/verification/:token',
            'unverified',
            async () =>
              (await import('../features/accounts/components/verification-token-page.tsx'))
                .VerificationTokenPage,
          ),

          screen(
            '/clients',
            'authenticated',
            async () => (await import('../features/clients/components/clients-page.tsx')).ClientsPage,
          ),
          screen(
            '/clients/:id',
            'authenticated',
            async () => (await import('../features/clients/components/client-edit-page.tsx')).ClientEditPage,
          ),
          screen(
            '/dashboard',
            'authenticated',
            async () => (await import('./routes/dashboard-screen.tsx')).DashboardScreen,
          ),
          screen(
            '/inquiries',
            'inquiries',
            async () =>
              (await import('../features/inquiries/components/inquiry-list-page.tsx')).InquiryListPage,
          ),
          screen(
            '/inquiries/:id',
            'inquiries',
            async () => (await import('./routes/inquiry-screen.tsx')).InquiryScreen,
          ),

          screen(
            '/members',
            'organization',
            async () => (await import('../features/organizations/components/members-page.tsx')).MembersPage,
          ),
          screen(
            '/organization',
            'authenticated',
            async () =>
              (await import('../features/organizations/components/organization-page.tsx')).OrganizationPage,
          ),
          screen(
            '/organization/settings',
            'organization',
            async () =>
              (await import('./routes/organization-settings-screen.tsx')).OrganizationSettingsScreen,
          ),
          { path: '/organization/*', element: <Navigate to="/" replace /> },

          screen(
            '/project/:id',
            'authenticated',
            async () => (await import('../features/projects/components/project-page.tsx')).ProjectPage,
          ),
          screen(
            '/project/:projectId/phase/:id',
            'authenticated',
            async () => (await import('../features/projects/components/phase-page.tsx')).PhasePage,
          ),
          screen(
            '/project/:projectId/room/:id',
            'authenticated',
            async () => (await import('../features/rooms/components/room-page.tsx')).RoomPage,
          ),
          screen(
            '/project/:projectId/room/:roomId/new',
            'authenticated',
            async () => (await import('./routes/calculator-room-screen.tsx')).RoomCalculatorScreen,
          ),
          screen(
            '/project/:projectId/room/:roomId/edit/:revId',
            'authenticated',
            async () => (await import('./routes/calculator-room-screen.tsx')).RoomCalculatorScreen,
          ),
          screen(
            '/project/:projectId/room/:roomId/edit/:revId/report',
            'authenticated',
            async () => (await import('./routes/report-room-screen.tsx')).RoomReportScreen,
          ),
          screen(
            '/project/:projectId/room/:roomId/raytracer',
            'authenticated',
            async () =>
              (await import('../features/raytracer/components/room-raytracer-page.tsx')).RoomRaytracerPage,
          ),

          {
            path: '/admin',
            loader: guard('admin'),
            lazy: async () => ({
              Component: (await import('../features/admin/components/admin-layout.tsx')).AdminLayout,
            }),
            children: [
              adminScreen(
                undefined,
                async () =>
                  (await import('../features/admin/components/admin-dashboard-page.tsx')).AdminDashboardPage,
              ),
              ...['users', 'accounts'].map((section) =>
                adminScreen(
                  section,
                  async () =>
                    (await import('../features/admin/components/admin-users-page.tsx')).AdminUsersPage,
                ),
              ),
              adminScreen(
                'users/:id',
                async () => (await import('../features/admin/components/admin-user-page.tsx')).AdminUserPage,
              ),
              adminScreen(
                'organizations',
                async () =>
                  (await import('../features/admin/components/admin-organizations-page.tsx'))
                    .AdminOrganizationsPage,
              ),
              adminScreen(
                'organizations/:id',
                async () =>
                  (await import('../features/admin/components/admin-organization-page.tsx'))
                    .AdminOrganizationPage,
              ),
              adminScreen(
                'administrators',
                async () =>
                  (await import('../features/admin/components/admin-administrators-page.tsx'))
                    .AdminAdministratorsPage,
              ),
              adminScreen(
                'admin-groups',
                async () =>
                  (await import('../features/admin/components/admin-groups-page.tsx')).AdminGroupsPage,
              ),
              adminScreen(
                'statuses',
                async () =>
                  (await import('../features/admin/components/reference-list-page.tsx')).AdminStatusesPage,
              ),
              adminScreen(
                'categories',
                async () =>
                  (await import('../features/admin/components/reference-list-page.tsx')).AdminCategoriesPage,
              ),
              adminScreen(
                'finishes',
                async () =>
                  (await import('../features/admin/components/admin-finishes-page.tsx')).AdminFinishesPage,
              ),
              adminScreen(
                'logs',
                async () => (await import('../features/admin/components/admin-logs-page.tsx')).AdminLogsPage,
              ),
              adminScreen(
                'orders',
                async () =>
                  (await import('../features/admin/components/admin-orders-page.tsx')).AdminOrdersPage,
              ),
              adminScreen(
                'orders/:id',
                async () =>
                  (await import('../features/admin/components/admin-order-page.tsx')).AdminOrderPage,
              ),
              adminScreen(
                'promo-codes',
                async () =>
                  (await import('../features/admin/components/admin-promo-codes-page.tsx'))
                    .AdminPromoCodesPage,
              ),
              adminScreen(
                'partitions',
                async () =>
                  (await import('../features/admin/components/admin-partitions-page.tsx'))
                    .AdminPartitionsPage,
              ),
            ],
          },

          { path: '*', element: <NotFoundView /> },
        ],
      },
    ],
  },
];
