/**
 * The dashboard read model: its tables (created by the projectors' dashboard projection), its writes and every
 * query of them. Nothing else names its tables; the query API calls `readDashboardCounts` with the live schema.
 */
export * from './queries.ts';
export * from './tables.ts';
export * from './writes.ts';
