/**
 * The candidates read model: its tables (created by the projectors' candidates projection) and every query of
 * them. Nothing else names its tables; the query API calls these with the live schema, the command API through
 * a `CandidateLookup`.
 */
export * from './duplicates.ts';
export * from './list-page.ts';
export { DEFAULT_PAGE, wantsPage, whereOf } from './list-query.ts';
export * from './lookup.ts';
export * from './queries.ts';
export * from './tables.ts';
export * from './version.ts';
export * from './writes.ts';
