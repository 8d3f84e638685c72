/** The shell: brand, header, footer, language toggle and the placeholder notice shared by unfinished screens. */
const common = {
  brand: {
    name: 'Talent Bridge',
    homeLabel: 'Talent Bridge home',
    tagline: 'Vetted AI engineers for ambitious startups, and remote AI work for engineers worldwide.',
  },
  nav: {
    main: 'Main navigation',
    popularOpenings: 'Popular Openings',
    signIn: 'Sign in',
    user: 'User',
    openProfile: 'Open your profile',
    openAdmin: 'Open the admin console',
  },
  language: {
    label: 'Language',
    en: 'EN',
    zh: '中',
  },
  footer: {
    label: 'Footer',
    company: 'Company',
    help: 'Help',
    about: 'About',
    howItWorks: 'How it works',
    faq: 'FAQ',
    contact: 'Contact',
    rights: '© {{year}} Talent Bridge. All rights reserved.',
  },
  placeholder: {
    badge: 'Coming soon',
    notice: 'This screen arrives in a later release.',
    backHome: 'Back to home',
  },
  status: {
    loading: 'Loading...',
    close: 'Close',
  },
  /** Stand-ins inside the profile and admin areas for parts a later release delivers. */
  upcoming: {
    notice: 'This part arrives in a later release.',
    resume: 'Resume',
    portfolio: 'Portfolio',
    myProjects: 'My Projects',
    manageProjects: 'Manage Projects',
    dashboard: 'Dashboard',
    candidates: 'Candidates',
    projects: 'Projects',
    users: 'Users Management',
  },
};

export default common;

declare module '../../namespaces' {
  interface Namespaces {
    common: typeof common;
  }
}
