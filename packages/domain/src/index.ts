export * from './shared/decider.ts';
export * from './shared/errors.ts';
export * from './shared/upcast.ts';
