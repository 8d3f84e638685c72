/**
 * The users read model: its tables (created by the projectors' users projection), its writes and every query of
 * them. Nothing else names its tables but the session store's join, through `usersTable`.
 */
export * from './queries.ts';
export * from './tables.ts';
export * from './writes.ts';
