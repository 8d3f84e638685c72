import { startForkedApp } from './lib/forked-app.ts';

/**
 * The all-in-one app for `npm run bench -- hostile-load`, in its own process (see lib/forked-app.ts): its
 * event loop and its parser threads are what the bench measures, apart from the clients that load them.
 */
await startForkedApp({ dataDirPrefix: 'tb-bench-hostile-server-', admin: {} });
