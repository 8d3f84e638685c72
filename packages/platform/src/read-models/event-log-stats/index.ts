/**
 * The event_log_stats read model: its table (created by the projectors' event_log_stats projection), its write and
 * its query. Nothing else names its table.
 */
export * from './queries.ts';
export * from './tables.ts';
export * from './writes.ts';
