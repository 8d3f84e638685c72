const projects = {
  list: {
    title: 'Available Projects',
    subtitle: 'Remote and part-time roles at AI companies, updated as new openings arrive.',
  },
  detail: {
    title: 'Project details',
    subtitle: 'Role, compensation and one-click apply for project {{id}}.',
    back: 'Back to projects',
  },
};

export default projects;

declare module '../../namespaces' {
  interface Namespaces {
    projects: typeof projects;
  }
}
