import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen.ts';

/** Signing in and up, password reset, social sign-in callbacks, the account and its verification. */
export const accountRoutes: RouteObject[] = [
  screen(
    '/login',
    'anonymous',
    async () => (await import('../../features/accounts/components/login-page.tsx')).LoginPage,
  ),
  screen(
    '/signup',
    'anonymous',
    async () => (await import('../../features/accounts/components/signup-page.tsx')).SignupPage,
  ),
  screen(
    '/login/forgot',
    'anonymous',
    async () => (await import('../../features/accounts/components/forgot-page.tsx')).ForgotPage,
  ),
  screen(
    '/login/reset',
    'anonymous',
    async () => (await import('../../features/accounts/components/reset-page.tsx')).ResetPage,
  ),
  screen(
    '/login/reset/:email/:token',
    'anonymous',
    async () => (await import('../../features/accounts/components/reset-page.tsx')).ResetPage,
  ),
  screen(
    '/account',
    'authenticated',
    async () => (await import('../../features/accounts/components/account-page.tsx')).AccountPage,
  ),
  screen(
    '/account/settings',
    'verified',
    async () =>
      (await import('../../features/accounts/components/account-settings-page.tsx')).AccountSettingsPage,
  ),
  screen(
    '/account/settings/:provider/callback',
    'authenticated',
    async () =>
      (await import('../../features/accounts/components/social-callback-page.tsx')).SocialConnectCallbackPage,
  ),
  screen(
    '/login/:provider/callback',
    'anonymous',
    async () =>
      (await import('../../features/accounts/components/social-callback-page.tsx')).SocialLoginCallbackPage,
  ),
  screen(
    '/account/verification',
    'unverified',
    async () => (await import('../../features/accounts/components/verification-page.tsx')).VerificationPage,
  ),
  screen(
    '/account/verification/:token',
    'unverified',
    async () =>
      (await import('../../features/accounts/components/verification-token-page.tsx')).VerificationTokenPage,
  ),
];
