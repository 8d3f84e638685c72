/**
 * The landing page. English speaks to U.S. startups hiring AI engineers (savings, speed, guarantees); the
 * Chinese file has the same keys but speaks to AI engineers looking for remote or part-time work.
 */
const landing = {
  pageTitle: 'Hire vetted AI engineers in 14 days',
  hero: {
    eyebrow: 'Trusted by 50+ U.S. startups',
    title: 'Hire vetted AI engineers in 14 days, and save 60%+',
    subtitle:
      'Talent Bridge gives U.S. startups senior AI and machine-learning engineers who have already been interviewed and scored. One 15-minute discovery call, 3-5 hand-picked candidates, and your new engineer shipping within two weeks.',
    cta: 'Book a 15-minute discovery call',
    ctaHint: 'Free and no commitment. We reply within 24 hours.',
  },
  highlights: {
    first: { value: '60%+', label: 'savings compared with a U.S. hire' },
    second: { value: '14 days', label: 'from discovery call to placement' },
    third: { value: '4+ hours', label: 'of overlap with U.S. working hours' },
  },
  problem: {
    eyebrow: 'Why Talent Bridge',
    title: "Great AI engineers are hard to find. Your runway won't wait.",
    problemTitle: 'Hiring AI talent today',
    problems: {
      first: 'Senior AI roles stay open for months while your roadmap waits.',
      second: 'Recruiters forward stacks of résumés, and your engineers lose weeks to interviews.',
      third: 'Freelance marketplaces are a gamble: uneven skills, no overlap, no one accountable.',
    },
    solutionTitle: 'Hiring with Talent Bridge',
    solutions: {
      first: 'Engineers in LLMs, computer vision, MLOps and data, placed in 14 days at 60%+ savings.',
      second: 'A shortlist of 3-5 candidates we have interviewed and scored, so you decide in days, not months.',
      third: 'At least 4 hours of overlap with U.S. hours and a 100% satisfaction guarantee on every placement.',
    },
  },
  steps: {
    eyebrow: 'How it works',
    title: 'From first call to first commit in three steps',
    subtitle: 'No recruiting fees up front, no long contracts.',
    first: {
      title: 'Discovery call',
      body: 'In 15 minutes we learn the role, your stack, your time zone and your budget.',
    },
    second: {
      title: 'Meet 3-5 candidates',
      body: 'Within days you interview a shortlist of engineers we have vetted and scored for exactly that role.',
    },
    third: {
      title: 'Start building',
      body: 'Your engineer starts within 14 days. We handle contracts and payroll and stay with you as you grow.',
    },
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Questions founders ask us',
    items: {
      first: {
        question: 'How much can we really save?',
        answer:
          'Most clients pay 40-60% less than for a comparable U.S. hire, with no recruiting fee, no benefits overhead and no long-term commitment.',
      },
      second: {
        question: 'How do you vet the engineers?',
        answer:
          'Every candidate passes technical interviews with our engineers and is scored on skills, communication and experience. You only meet the 3-5 who fit your role best.',
      },
      third: {
        question: 'Will the time difference slow us down?',
        answer:
          'No. Every engineer works at least 4 hours overlapping with U.S. business hours, enough for stand-ups, pairing and code review, and makes progress while you sleep.',
      },
      fourth: {
        question: 'How fast can someone start?',
        answer:
          'Most placements are complete within 14 days of the discovery call: a shortlist within days, interviews on your schedule, and an offer as soon as you are ready.',
      },
      fifth: {
        question: 'What if the engineer is not the right fit?',
        answer:
          "Every placement comes with our 100% satisfaction guarantee. Give us 2 weeks' notice and we will present replacement candidates at no extra cost.",
      },
    },
  },
  contact: {
    eyebrow: 'Contact us',
    title: 'Tell us who you need to hire',
    subtitle:
      'Describe the role in a few lines and attach a job description if you have one. We reply within 24 hours to set up your 15-minute discovery call.',
    points: {
      first: 'A reply within 24 hours',
      second: '3-5 vetted candidates',
      third: '100% satisfaction guarantee',
    },
  },
};

export default landing;

declare module '../../namespaces' {
  interface Namespaces {
    landing: typeof landing;
  }
}
