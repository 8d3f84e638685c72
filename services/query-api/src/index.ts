export { type QueryApiOptions, queryApi } from './app.ts';
export { queryApiConfigShape } from './config.ts';
export { readDashboard } from './dashboard/dashboard-query.ts';
export type { ReadModelAccess } from './http/context.ts';
export { type CountryDetectionOptions, countryDetector } from './location/routes.ts';
