/** Pages and messages for failures that are not specific to one feature. */
const errors = {
  notFound: {
    title: '404 Page Not Found',
    body: "The page you're looking for doesn't exist or has moved.",
    home: 'Go to home page',
  },
  unexpected: {
    title: 'Something went wrong',
    body: 'The page could not be shown. Reload to try again.',
    reload: 'Reload page',
  },
  request: {
    failed: 'Request failed',
    network: 'Network Error - Please check your connection',
  },
};

export default errors;

declare module '../../namespaces' {
  interface Namespaces {
    errors: typeof errors;
  }
}
