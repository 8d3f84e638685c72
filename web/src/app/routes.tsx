import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { AppLoading } from './layout/app-loading';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/**
 * Spec section 2's routes. Each screen is its own chunk (route `lazy`), so the landing page never downloads
 * the profile or admin code.
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
        lazy: () => import('@/features/projects/components/projects-page').then((m) => ({ Component: m.ProjectsPage })),
      },
      {
        path: 'projects/:id',
        lazy: () =>
          import('@/features/projects/components/project-detail-page').then((m) => ({
            Component: m.ProjectDetailPage,
          })),
      },
      {
        path: 'login',
        lazy: () => import('@/features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'register',
        lazy: () => import('@/features/auth/components/register-page').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('@/features/auth/components/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'profile',
        lazy: () => import('./pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: 'admin',
        lazy: () => import('./pages/admin-page').then((m) => ({ Component: m.AdminPage })),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
