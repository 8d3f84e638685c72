import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadAppTexts } from '@/shared/i18n/i18n';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { LazyScreen, LazyScreenView } from './router/lazy-screen';

/** The landing page needs only the texts loaded at start. */
const landing = new LazyScreen(() => import('./pages/landing-page').then((m) => m.LandingRoute));

/**
 * Every other screen: its code with the query client above it (query-provider.tsx, which the landing page does
 * not download), and the rest of the texts (shared/i18n/i18n.ts).
 */
const appScreen = (code: () => Promise<ComponentType>) =>
  new LazyScreen(
    () =>
      Promise.all([code(), import('./query-provider')]).then(([Screen, { withQueryClient }]) =>
        withQueryClient(Screen),
      ),
    loadAppTexts,
  );

const projects = appScreen(() => import('@/features/projects/components/projects-page').then((m) => m.ProjectsPage));
const projectDetail = appScreen(() =>
  import('@/features/projects/components/project-detail-page').then((m) => m.ProjectDetailPage),
);
const login = appScreen(() => import('@/features/auth/components/login-page').then((m) => m.LoginPage));
const register = appScreen(() => import('@/features/auth/components/register-page').then((m) => m.RegisterPage));
const resetPassword = appScreen(() =>
  import('@/features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
);
const profile = appScreen(() => import('./pages/profile-page').then((m) => m.ProfilePage));
const admin = appScreen(() => import('./pages/admin-page').then((m) => m.AdminPage));

const screen = (lazy: LazyScreen) => ({ element: <LazyScreenView screen={lazy} />, handle: lazy });

/**
 * The app's screens, one per address. Each screen is its own chunk (LazyScreen), so the landing page never downloads
 * the profile or admin code, nor their texts. Addresses are matched in their exact case, as the servers match them:
 * a page's name in another case (`/Login`) is sent on to the page by the not-found screen (contracts'
 * canonicalAppPage; the servers answer it with a 301).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, ...screen(landing) },
      { path: 'projects', caseSensitive: true, ...screen(projects) },
      { path: 'projects/:id', caseSensitive: true, ...screen(projectDetail) },
      { path: 'login', caseSensitive: true, ...screen(login) },
      { path: 'register', caseSensitive: true, ...screen(register) },
      { path: 'reset-password', caseSensitive: true, ...screen(resetPassword) },
      { path: 'profile', caseSensitive: true, ...screen(profile) },
      { path: 'admin', caseSensitive: true, ...screen(admin) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
