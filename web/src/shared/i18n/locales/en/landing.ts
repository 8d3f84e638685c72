const landing = {
  pageTitle: 'Vetted AI engineers',
  hero: {
    eyebrow: 'AI talent, without borders',
    title: 'Hire vetted AI engineers in 14 days',
    subtitle:
      'Meet 3-5 pre-screened candidates after a 15-minute discovery call, with at least 4 hours of overlap with U.S. hours and 60%+ savings.',
    cta: 'Talk to us',
    secondary: 'See open roles',
  },
  highlights: {
    first: { value: '14 days', label: 'from discovery call to placement' },
    second: { value: '3-5', label: 'vetted candidates for every role' },
    third: { value: '60%+', label: 'savings on engineering costs' },
  },
  sections: {
    about: {
      title: 'About us',
      body: 'Trusted by 50+ U.S. startups to build AI teams with engineers who have been interviewed and scored.',
    },
    howItWorks: {
      title: 'How it works',
      body: 'Tell us what you need, meet 3-5 candidates, and start working together within 14 days.',
    },
    faq: {
      title: 'FAQ',
      body: 'Pricing, vetting, time zones and our 100% satisfaction guarantee, answered.',
    },
    contact: {
      title: 'Contact us',
      body: 'Send us a note and we respond within 24 hours.',
    },
  },
};

export default landing;

declare module '../../namespaces' {
  interface Namespaces {
    landing: typeof landing;
  }
}
