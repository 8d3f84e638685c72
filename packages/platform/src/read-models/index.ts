export * from './catalog.ts';
export * from './notification-listener.ts';
export * from './projection-status.ts';
export * from './read-models.ts';
