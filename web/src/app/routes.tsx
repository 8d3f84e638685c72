import type { RouteObject } from 'react-router';
import { loadAppTexts } from '@/shared/i18n/i18n';
import { AppLayout } from './layout/app-layout';
import { AppLoading } from './layout/app-loading';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/** A screen's code together with the texts of every screen but the landing page (shared/i18n/i18n.ts). */
const withTexts = <T,>(screen: Promise<T>): Promise<T> => Promise.all([screen, loadAppTexts()]).then(([s]) => s);

/**
 * Spec section 2's routes. Each screen is its own chunk (route `lazy`), so the landing page never downloads
 * the profile or admin code, nor their texts.
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppLoading,
    children: [
      {
        index: true,
        lazy: () => import('./pages/landing-page').then((m) => ({ Component: m.LandingRoute })),
      },
      {
        path: 'projects',
        lazy: () =>
          withTexts(import('@/features/projects/components/projects-page')).then((m) => ({
            Component: m.ProjectsPage,
          })),
      },
      {
        path: 'projects/:id',
        lazy: () =>
          withTexts(import('@/features/projects/components/project-detail-page')).then((m) => ({
            Component: m.ProjectDetailPage,
          })),
      },
      {
        path: 'login',
        lazy: () =>
          withTexts(import('@/features/auth/components/login-page')).then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'register',
        lazy: () =>
          withTexts(import('@/features/auth/components/register-page')).then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          withTexts(import('@/features/auth/components/reset-password-page')).then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: 'profile',
        lazy: () => withTexts(import('./pages/profile-page')).then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: 'admin',
        lazy: () => withTexts(import('./pages/admin-page')).then((m) => ({ Component: m.AdminPage })),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
