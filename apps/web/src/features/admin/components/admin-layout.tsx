import { Box, Container, Group } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import classes from './admin-layout.module.css';
import { AdminSearch } from './admin-search.tsx';

const SECTIONS = [
  { to: paths.admin, label: 'Dashboard', end: true },
  { to: paths.adminUsers, label: 'Users' },
  { to: paths.adminOrganizations, label: 'Organizations' },
  { to: paths.adminAdministrators, label: 'Administrators' },
  { to: paths.adminGroups, label: 'Admin groups' },
  { to: paths.adminStatuses, label: 'Statuses' },
  { to: paths.adminCategories, label: 'Categories' },
  { to: paths.adminFinishes, label: 'Finishes' },
  { to: paths.adminOrders, label: 'Orders' },
  { to: paths.adminPromoCodes, label: 'Promo codes' },
  { to: paths.adminLogs, label: 'Logs' },
] as const;

/** Every `/admin` page: the dark administrators' bar (sections and the global search) above the page. */
export function AdminLayout() {
  return (
    <>
      <Box className={classes.bar} data-testid="admin-bar">
        <Container size="xl" py={8}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group
              gap={2}
              wrap="nowrap"
              component="nav"
              aria-label="Administration"
              className={classes.sections}
              style={{ flex: '1 1 480px', minWidth: 0 }}
            >
              {SECTIONS.map((section) => (
                <NavLink
                  key={section.to}
                  to={section.to}
                  end={'end' in section ? section.end : false}
                  className={classes.section}
                >
                  {section.label}
                </NavLink>
              ))}
            </Group>
            <Box style={{ flex: '1 1 260px', maxWidth: 420 }}>
              <AdminSearch />
            </Box>
          </Group>
        </Container>
      </Box>
      <Outlet />
    </>
  );
}
