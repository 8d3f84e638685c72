const users = {
  title: 'Users Management',
  searchPlaceholder: 'Search by name, email or tags...',
  searchLabel: 'Search users',
  showing: 'Showing {{shown}} of {{total}} users',
  empty: 'No users found',
  noMatch: 'No users match your search',
  loading: 'Loading...',
  loadFailed: 'Failed to load users',
  badges: {
    admin: 'Admin',
    verified: 'Verified',
    unverified: 'Unverified',
  },
  actions: {
    viewDetails: 'View Details',
    resume: 'Resume',
    makeAdmin: 'Make Admin',
    removeAdmin: 'Remove Admin',
    close: 'Close',
  },
  confirm: {
    makeBody:
      'Make {{name}} ({{email}}) an administrator? They will see every candidate and e-mail and can manage projects and users.',
    removeBody: 'Remove administrator rights from {{name}} ({{email}})? They lose access to the admin console at once.',
    make: 'Make Admin',
    remove: 'Remove Admin',
    cancel: 'Cancel',
  },
  toast: {
    updated: 'Admin status updated successfully',
    failed: 'Failed to update admin status',
  },
  details: {
    title: 'User Details',
    name: 'Name',
    email: 'Email',
    username: 'Username',
    status: 'Status',
    github: 'GitHub',
    portfolio: 'Portfolio',
    personalSite: 'Personal Site',
    position: 'Position',
    tags: 'Tags',
    tagsEnglish: 'English',
    tagsChinese: 'Chinese',
    memberSince: 'Member Since',
    lastUpdated: 'Last Updated',
    bio: 'Bio',
    resume: 'Resume',
    noResume: 'No resume uploaded',
    notProvided: 'Not provided',
    appliedProjects: 'Applied Projects ({{count}})',
    noApplications: 'No applications yet',
    applicationsFailed: 'Failed to load projects',
    appliedOn: 'Applied {{date}}',
    notes: 'Notes: {{notes}}',
  },
  status: {
    applied: 'Applied',
    reviewing: 'Reviewing',
    approved: 'Approved',
    rejected: 'Rejected',
  },
};

export default users;

declare module '../../namespaces' {
  interface Namespaces {
    users: typeof users;
  }
}
