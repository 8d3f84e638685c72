const auth = {
  login: {
    title: 'Sign in',
    subtitle: 'Sign in to apply with one click and follow your applications.',
  },
  register: {
    title: 'Create your account',
    subtitle: 'Register with your email address to apply for projects.',
  },
  resetPassword: {
    title: 'Reset your password',
    subtitle: 'Get a verification code by email and choose a new password.',
  },
};

export default auth;

declare module '../../namespaces' {
  interface Namespaces {
    auth: typeof auth;
  }
}
