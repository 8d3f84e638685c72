export { type QueryApiOptions, queryApi } from './app.ts';
export { queryApiConfigShape } from './config.ts';
export type { ReadModelAccess } from './http/context.ts';
