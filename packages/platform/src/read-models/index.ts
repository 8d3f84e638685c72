export * from './candidates/index.ts';
export * from './catalog.ts';
export * from './live-schema.ts';
export * from './parked-events.ts';
export * from './projection-status.ts';
export * from './read-models.ts';
