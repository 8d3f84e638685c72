/**
 * The inbox read model: its tables (created by the projectors' inbox projection), its writes and every query of
 * them. Nothing else names its tables; the query API calls these with the live schema, the command API through an
 * `InboxLookup`.
 */
export * from './lookup.ts';
export * from './queries.ts';
export * from './tables.ts';
export * from './writes.ts';
