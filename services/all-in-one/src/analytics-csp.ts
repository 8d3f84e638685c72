/**
 * What the Content-Security-Policy must allow for Google Analytics 4 (gtag.js), as Google documents it, and only
 * when a measurement id is configured: otherwise the policy stays 'self' only.
 */
export function analyticsCsp(measurementId: string | undefined) {
  if (!measurementId) return { scriptSrc: [], imgSrc: [], connectSrc: [] };
  return {
    scriptSrc: ['https://*.googletagmanager.com'],
    imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  };
}
