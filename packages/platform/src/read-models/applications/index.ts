/**
 * The applications read model and the applications_per_week one (each its projection's): their tables, writes and
 * every query of them. Nothing else names their tables.
 */
export * from './per-week.ts';
export * from './queries.ts';
export * from './tables.ts';
export * from './writes.ts';
