import type { RouteObject } from 'react-router';
import { NotFoundView } from '../../components/not-found-view.tsx';
import { screen } from './lazy-screen.ts';

/**
 * The public site: the landing pages, about, the legal pages and contact; `/notfound` shows the
 * not-found view on purpose.
 */
export const contentRoutes: RouteObject[] = [
  screen(
    '/',
    'public',
    async () => (await import('../../features/content/components/landing-page.tsx')).LandingPage,
  ),
  screen(
    '/landing',
    'public',
    async () => (await import('../../features/content/components/landing-page.tsx')).LandingPage,
  ),
  screen(
    '/landing/suppliers',
    'public',
    async () => (await import('../../features/content/components/suppliers-page.tsx')).SuppliersPage,
  ),
  screen(
    '/landing/professionals',
    'public',
    async () => (await import('../../features/content/components/professionals-page.tsx')).ProfessionalsPage,
  ),
  screen(
    '/about',
    'public',
    async () => (await import('../../features/content/components/about-page.tsx')).AboutPage,
  ),
  screen(
    '/privacy',
    'public',
    async () => (await import('../../features/content/components/privacy-page.tsx')).PrivacyPage,
  ),
  screen(
    '/terms-of-service',
    'public',
    async () => (await import('../../features/content/components/terms-page.tsx')).TermsPage,
  ),
  screen(
    '/contact',
    'public',
    async () => (await import('../../features/contact/components/contact-page.tsx')).ContactPage,
  ),
  { path: '/notfound', element: <NotFoundView /> },
];
