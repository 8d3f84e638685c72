export * from './seal.ts';
export * from './sealed-event-store.ts';
export * from './subject-keys.ts';
