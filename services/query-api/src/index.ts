export { type QueryApiOptions, queryApi } from './app.ts';
export { queryApiConfigShape } from './config.ts';
