/**
 * The projects read model: its tables (created by the projectors' projects projection), its writes and every query
 * of them. Nothing else names its tables but the applications read model's join, through `projectsTable`.
 */
export * from './queries.ts';
export * from './tables.ts';
export * from './writes.ts';
