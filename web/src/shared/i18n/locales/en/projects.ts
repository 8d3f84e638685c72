const projects = {
  list: {
    title: 'Available Projects',
    subtitle: 'Remote and part-time roles at AI companies, updated as new openings arrive.',
    loading: 'Loading projects...',
    failed: 'Failed to load projects',
    empty: 'No projects available right now',
    emptyBody: 'New openings are added regularly. Please check back soon.',
    viewDetails: 'View Details',
  },
  fields: {
    company: 'Company',
    location: 'Location',
    commitment: 'Commitment',
    compensation: 'Compensation',
  },
  detail: {
    back: 'Back to Projects',
    loading: 'Loading project...',
    notFound: 'Project not found',
    notFoundBody: 'This project does not exist or is no longer open.',
    description: 'Project Description',
    benefits: 'Benefits',
  },
  apply: {
    title: 'Interested in this project?',
    body: 'Apply with one click: we send your profile to our team.',
    signInHint: 'Sign in to apply with your profile.',
    apply: 'Apply Now',
    applying: 'Applying...',
    applied: 'Applied',
    appliedBody: 'Your application is in. We will contact you within 24 hours.',
    successTitle: 'Application Submitted',
    successBody: "Your application has been submitted. We'll contact you within 24 hours.",
    failedTitle: 'Application Failed',
    failedBody: 'Failed to submit application. Please try again.',
  },
  my: {
    title: 'My Projects',
    subtitle: 'The projects you applied to and where each application stands.',
    browse: 'Browse Projects',
    viewDetails: 'View Details',
    emptyTitle: 'No Projects Yet',
    emptyBody: "You haven't applied to any projects yet.",
    failed: 'Failed to load projects',
    loading: 'Loading projects...',
    appliedOn: 'Applied on {{date}}',
    notes: 'Notes',
    status: {
      applied: 'Applied',
      reviewing: 'Reviewing',
      accepted: 'Accepted',
      other: 'Other',
    },
  },
};

export default projects;

declare module '../../namespaces' {
  interface Namespaces {
    projects: typeof projects;
  }
}
