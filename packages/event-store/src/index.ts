export * from './errors.ts';
export type * from './types.ts';
