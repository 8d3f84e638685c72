const admin = {
  title: 'Admin Console',
  subtitle: 'Dashboard, candidates, projects, users and account security.',
};

export default admin;

declare module '../../namespaces' {
  interface Namespaces {
    admin: typeof admin;
  }
}
