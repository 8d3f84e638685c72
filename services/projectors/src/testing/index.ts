// Test and benchmark support; never imported by product code.
export * from './sequential-store.ts';
