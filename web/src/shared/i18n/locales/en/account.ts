/** The /profile and /admin page shells: their menus, loading and access texts. */
const account = {
  profile: {
    title: 'My Profile',
    greeting: 'Signed in as {{email}}',
    menuLabel: 'Profile sections',
    menu: {
      profile: 'Profile',
      resume: 'Resume',
      portfolio: 'Portfolio',
      projects: 'Projects',
      security: 'Security',
      manageProjects: 'Manage Projects',
    },
  },
  admin: {
    title: 'Admin Console',
    greeting: 'Signed in as {{email}}',
    menuLabel: 'Admin sections',
    loading: 'Loading...',
    accessDenied: "Access Denied - You don't have permission to access this page.",
    signIn: 'Sign in',
    backHome: 'Back to home',
    menu: {
      dashboard: 'Dashboard',
      candidates: 'Candidates',
      projects: 'Projects',
      users: 'Users',
      security: 'Security',
    },
  },
};

export default account;

declare module '../../namespaces' {
  interface Namespaces {
    account: typeof account;
  }
}
