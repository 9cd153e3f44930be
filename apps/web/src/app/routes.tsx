import type { RouteObject } from 'react-router';
import { NotFoundView } from '../components/not-found-view.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteErrorView } from './route-error-view.tsx';
import { accountRoutes } from './route-tables/account-routes.ts';
import { adminRoutes } from './route-tables/admin-routes.ts';
import { contentRoutes } from './route-tables/content-routes.tsx';
import { dashboardRoutes } from './route-tables/dashboard-routes.ts';
import { organizationRoutes } from './route-tables/organization-routes.tsx';
import { projectRoutes } from './route-tables/project-routes.ts';
import { publicToolRoutes } from './route-tables/public-tool-routes.ts';

/**
 * The route table of docs/product/screens.md with its guards, one file per area under
 * route-tables/; every screen is lazily loaded.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorView />,
    children: [
      {
        errorElement: <RouteErrorView />,
        children: [
          ...contentRoutes,
          ...publicToolRoutes,
          ...accountRoutes,
          ...dashboardRoutes,
          ...organizationRoutes,
          ...projectRoutes,
          ...adminRoutes,
          { path: '*', element: <NotFoundView /> },
        ],
      },
    ],
  },
];
