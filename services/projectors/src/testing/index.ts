// Test and benchmark support; never imported by product code.

export * from './kafka-broker.ts';
export * from './sequential-store.ts';
export * from './shared-resources.ts';
