import { Box, Button, Container, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconMenu2 } from '@tabler/icons-react';
import { matchPath, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import classes from './admin-layout.module.css';
import { AdminSearch } from './admin-search.tsx';

type Section = { to: string; label: string; end?: boolean };

const SECTIONS: readonly Section[] = [
  { to: paths.admin, label: 'Dashboard', end: true },
  { to: paths.adminUsers, label: 'Users' },
  { to: paths.adminOrganizations, label: 'Organizations' },
  { to: paths.adminAdministrators, label: 'Administrators' },
  { to: paths.adminGroups, label: 'Admin groups' },
  { to: paths.adminStatuses, label: 'Statuses' },
  { to: paths.adminCategories, label: 'Categories' },
  { to: paths.adminFinishes, label: 'Finishes' },
  { to: paths.adminPartitions, label: 'Partitions' },
  { to: paths.adminOrders, label: 'Orders' },
  { to: paths.adminPromoCodes, label: 'Promo codes' },
  { to: paths.adminLogs, label: 'Logs' },
];

/** The section a path belongs to (a user's page is in Users), if any. */
function sectionOf(pathname: string): Section | undefined {
  return SECTIONS.find((section) => matchPath({ path: section.to, end: section.end ?? false }, pathname));
}

/**
 * The sections on a phone: one button naming the current section, opening the list of every
 * section (arrow keys move, Enter opens, Esc closes).
 */
function SectionsMenu() {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  return (
    <Menu position="bottom-start" width={220} shadow="md">
      <Menu.Target>
        <Button
          hiddenFrom="sm"
          variant="subtle"
          className={classes.menuButton}
          leftSection={<IconMenu2 size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Admin sections: ${current?.label ?? 'choose one'}`}
        >
          {current?.label ?? 'Sections'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SECTIONS.map((section) => (
          <Menu.Item
            key={section.to}
            component={NavLink}
            to={section.to}
            end={section.end ?? false}
            className={classes.menuItem}
          >
            {section.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Every `/admin` page: the dark administrators' bar (sections and the global search) above the
 * page. From the small breakpoint up every section is a link, wrapping onto a second row when the
 * bar is narrow; on a phone they sit in a menu.
 */
export function AdminLayout() {
  return (
    <>
      <Box className={classes.bar} data-testid="admin-bar">
        <Container size="xl" py={8}>
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <SectionsMenu />
            <Group
              gap={2}
              wrap="wrap"
              component="nav"
              aria-label="Administration"
              visibleFrom="sm"
              className={classes.sections}
            >
              {SECTIONS.map((section) => (
                <NavLink
                  key={section.to}
                  to={section.to}
                  end={section.end ?? false}
                  className={classes.section}
                >
                  {section.label}
                </NavLink>
              ))}
            </Group>
            <Box className={classes.search}>
              <AdminSearch />
            </Box>
          </Group>
        </Container>
      </Box>
      <Outlet />
    </>
  );
}
