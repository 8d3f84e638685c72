/** The shell: brand, header, footer, language toggle and shared statuses. */
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
  date: {
    placeholder: 'mm/dd/yyyy',
    pick: 'Choose a date',
    placeholderTime: 'mm/dd/yyyy hh:mm:ss',
    pickTime: 'Choose a date and time',
  },
  language: {
    label: 'Language',
    en: 'EN',
    zh: '中',
  },
  conflict: {
    title: 'Changed by someone else',
    body: 'This record was changed since you opened it, so your changes were not saved. Reload to see it as it is now, or apply your changes again on top of it.',
    since: 'Changed since you opened it',
    changedAt: 'Last changed {{when}}.',
    changedByAt: 'Last changed by {{who}} at {{when}}.',
    you: 'you (in another tab or on another device)',
    system: 'the system',
    noFieldChanged: 'No field you can see here changed.',
    field: 'Field',
    before: 'When you opened it',
    now: 'Now',
    reload: 'Reload',
    reapply: 'Re-apply my changes',
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
  status: {
    loading: 'Loading...',
    close: 'Close',
  },
  /** Rendered into the public pages for when the app cannot run there (render-page.tsx). */
  page: {
    appFailed: 'This page could not finish loading. Please reload it to continue.',
    noScript: 'Signing in, registering and applying need JavaScript. Please turn it on and reload the page.',
  },
};

export default common;

declare module '../../namespaces' {
  interface Namespaces {
    common: typeof common;
  }
}
