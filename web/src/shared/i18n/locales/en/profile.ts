const profile = {
  title: 'My Profile',
  subtitle: 'Your profile, resume, portfolio, applications and password in one place.',
};

export default profile;

declare module '../../namespaces' {
  interface Namespaces {
    profile: typeof profile;
  }
}
