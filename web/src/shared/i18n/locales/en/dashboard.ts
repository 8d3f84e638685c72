const dashboard = {
  parked: {
    title: 'Some changes are not shown yet',
    body: '{{count}} recorded changes could not be added to the lists (for example a candidate edit). They are kept and listed here; an operator can apply them again after a fix with: npm run projections -- retry',
    row: '{{type}} in {{projection}}: {{error}}',
  },
  title: 'Dashboard',
  range: {
    label: 'Time range',
    option: 'Last {{count}} days',
  },
  cards: {
    totalCandidates: 'Total Candidates',
    interviewRate: 'Interview Rate',
    recommendationRate: 'Recommendation Rate',
    activeProjects: 'Active Projects',
    inRange: 'In the last {{count}} days',
    interviewedOf: '{{interviewed}} of {{total}} interviewed',
    recommendedOf: '{{recommended}} of {{interviewed}} recommended',
    visible: 'Visible to candidates',
  },
  positions: {
    title: 'Candidate Positions',
    empty: 'No position data available',
  },
  education: {
    title: 'Education Levels',
    empty: 'No education data available',
    phd: 'PhD',
    master: 'Master',
    bachelor: 'Bachelor',
    other: 'Other',
  },
  weekly: {
    title: 'Candidates and Applications per Week',
    candidates: 'Candidates',
    applications: 'Applications',
    weekOf: 'Week of {{date}}',
  },
  totals: {
    title: 'Totals',
    users: 'Users',
    projects: 'Projects',
    candidates: 'Candidates',
  },
  loading: 'Loading...',
  loadFailed: 'Failed to load the dashboard',
  chartLoading: 'Loading chart...',
};

export default dashboard;

declare module '../../namespaces' {
  interface Namespaces {
    dashboard: typeof dashboard;
  }
}
