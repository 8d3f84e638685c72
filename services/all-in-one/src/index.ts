export { loadConfig } from './config.ts';
export { type Runtime, startRuntime } from './runtime.ts';
