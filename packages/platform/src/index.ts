export * from './postgres/embedded.ts';
export * from './postgres/pool.ts';
