export { type Runtime, startRuntime } from './runtime.ts';
