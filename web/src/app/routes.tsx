import type { RouteObject } from 'react-router';
import { loadAppTexts } from '@/shared/i18n/i18n';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { LazyScreen, LazyScreenView } from './router/lazy-screen';

/** The landing page needs only the texts loaded at start; every other screen needs the rest (shared/i18n/i18n.ts). */
const landing = new LazyScreen(() => import('./pages/landing-page').then((m) => m.LandingRoute));
const projects = new LazyScreen(
  () => import('@/features/projects/components/projects-page').then((m) => m.ProjectsPage),
  loadAppTexts,
);
const projectDetail = new LazyScreen(
  () => import('@/features/projects/components/project-detail-page').then((m) => m.ProjectDetailPage),
  loadAppTexts,
);
const login = new LazyScreen(
  () => import('@/features/auth/components/login-page').then((m) => m.LoginPage),
  loadAppTexts,
);
const register = new LazyScreen(
  () => import('@/features/auth/components/register-page').then((m) => m.RegisterPage),
  loadAppTexts,
);
const resetPassword = new LazyScreen(
  () => import('@/features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
  loadAppTexts,
);
const profile = new LazyScreen(() => import('./pages/profile-page').then((m) => m.ProfilePage), loadAppTexts);
const admin = new LazyScreen(() => import('./pages/admin-page').then((m) => m.AdminPage), loadAppTexts);

const screen = (lazy: LazyScreen) => ({ element: <LazyScreenView screen={lazy} />, handle: lazy });

/**
 * Spec section 2's routes. Each screen is its own chunk (LazyScreen), so the landing page never downloads
 * the profile or admin code, nor their texts.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, ...screen(landing) },
      { path: 'projects', ...screen(projects) },
      { path: 'projects/:id', ...screen(projectDetail) },
      { path: 'login', ...screen(login) },
      { path: 'register', ...screen(register) },
      { path: 'reset-password', ...screen(resetPassword) },
      { path: 'profile', ...screen(profile) },
      { path: 'admin', ...screen(admin) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
