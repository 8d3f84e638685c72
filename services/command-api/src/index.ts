export { ensureAccount, ensureAdmin } from './accounts/ensure-admin.ts';
export { type CommandApiOptions, commandApi } from './app.ts';
export { commandApiConfigShape } from './config.ts';
export { stableId } from './projects/stable-id.ts';
