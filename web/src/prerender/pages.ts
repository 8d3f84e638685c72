/**
 * The public pages (readable without signing in) that arrive rendered, in both languages: the build renders the ones without
 * data once per language (web/build/prerender.ts); the server renders the openings at request time with their
 * current data (services/all-in-one/src/web-pages.ts). Everything else (profile, admin, 404) is the app's shell.
 */
export interface PublicPage {
  id: 'landing' | 'projects' | 'project' | 'login' | 'register' | 'reset-password';
  /** The route as react-router writes it. */
  route: string;
  /** The screen's module, whose stylesheets the page links (web/build/prerender.ts). */
  screen: string;
  /** The API answers the page shows (`:id` is the route's parameter); none: rendered once at build time. */
  data: string[];
}

export const PUBLIC_PAGES: PublicPage[] = [
  { id: 'landing', route: '/', screen: '/src/app/pages/landing-page.tsx', data: [] },
  {
    id: 'projects',
    route: '/projects',
    screen: '/src/features/projects/components/projects-page.tsx',
    data: ['/api/projects'],
  },
  {
    id: 'project',
    route: '/projects/:id',
    screen: '/src/features/projects/components/project-detail-page.tsx',
    data: ['/api/projects/:id'],
  },
  { id: 'login', route: '/login', screen: '/src/features/auth/components/login-page.tsx', data: [] },
  { id: 'register', route: '/register', screen: '/src/features/auth/components/register-page.tsx', data: [] },
  {
    id: 'reset-password',
    route: '/reset-password',
    screen: '/src/features/auth/components/reset-password-page.tsx',
    data: [],
  },
];

/** The file a page without data is written to for a language: `index.en.html` for `/`, `login.zh.html`, … */
export const prerenderedFile = (page: PublicPage, language: string) =>
  `${page.id === 'landing' ? 'index' : page.id}.${language}.html`;

/** Stands for the site's origin in built pages (hreflang links need absolute addresses); the server fills it in. */
export const ORIGIN_PLACEHOLDER = '%TB_ORIGIN%';
