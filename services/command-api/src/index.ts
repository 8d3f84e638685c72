export { ensureAdmin } from './accounts/ensure-admin.ts';
export { type CommandApiOptions, commandApi } from './app.ts';
export { commandApiConfigShape } from './config.ts';
