/** The app's addresses, in one place so links and redirects agree. */
export const paths = {
  home: '/',
  projects: '/projects',
  project: (id: string) => `/projects/${encodeURIComponent(id)}`,
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  profile: '/profile',
  admin: '/admin',
  /** Landing page anchors. */
  about: '/#about',
  howItWorks: '/#how-it-works',
  faq: '/#faq',
  contact: '/#contact-us',
} as const;
