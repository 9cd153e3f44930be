import { AppShell, Box, Burger, Container, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { canAdminister, viewerOf } from '@roomtone/contracts';
import { Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { useLogout } from '../../features/accounts/api/use-logout.ts';
import { ViewAsBanner } from '../../features/admin/components/view-as-banner.tsx';
import { UnreadInquiriesBadge } from '../../features/inquiries/components/unread-inquiries-badge.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import classes from './app-layout.module.css';
import { BrandLogo } from './brand-logo.tsx';
import { type NavItem, navigationFor } from './navigation.ts';
import { SignInQueue } from './sign-in-queue.tsx';
import { SiteFooter } from './site-footer.tsx';
import { UserToolbar } from './user-toolbar.tsx';

function NavLabel({ item }: { item: NavItem }) {
  return (
    <>
      {item.label}
      {item.badge === 'unread-inquiries' && <UnreadInquiriesBadge />}
    </>
  );
}

/** The app shell: header with role-dependent navigation, the page, the footer. */
export function AppLayout() {
  const { data: user = null } = useCurrentUser();
  const viewer = viewerOf(user);
  const items = navigationFor(viewer);
  const logout = useLogout();
  const handleLogout = () => logout.mutate();
  const [isMenuOpen, menu] = useDisclosure(false);
  const location = useLocation();
  const isAdmin = canAdminister(viewer);

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell.Header
        className={isAdmin ? classes.adminHeader : undefined}
        data-admin={isAdmin || undefined}
      >
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="lg" wrap="nowrap">
              <BrandLogo inverted={isAdmin} />
              <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
                {items.map((item) => (
                  <RouterNavLink key={item.to} to={item.to} className={classes.link}>
                    <NavLabel item={item} />
                  </RouterNavLink>
                ))}
              </Group>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Box visibleFrom="sm">
                <UserToolbar user={user} onLogout={handleLogout} isLoggingOut={logout.isPending} />
              </Box>
              <Burger
                opened={isMenuOpen}
                onClick={menu.toggle}
                hiddenFrom="md"
                aria-label="Open navigation"
                color={isAdmin ? 'white' : undefined}
              />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <Drawer
        opened={isMenuOpen}
        onClose={menu.close}
        title="Menu"
        size="xs"
        hiddenFrom="md"
        key={location.pathname}
      >
        <Stack gap={4} component="nav" aria-label="Main">
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              label={<NavLabel item={item} />}
              onClick={menu.close}
            />
          ))}
          <Box pt="md" hiddenFrom="sm">
            <UserToolbar user={user} onLogout={handleLogout} isLoggingOut={logout.isPending} />
          </Box>
        </Stack>
      </Drawer>
      <SignInQueue />
      <AppShell.Main className={classes.main}>
        <ViewAsBanner />
        <Box id="main-content" tabIndex={-1} className={classes.page}>
          <Outlet />
        </Box>
        <Box component="footer" className={classes.footer}>
          <SiteFooter />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
