export * from './http-metrics.ts';
export * from './metered-event-store.ts';
export * from './metrics.ts';
export * from './projection-metrics.ts';
