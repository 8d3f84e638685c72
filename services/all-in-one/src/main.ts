import { ConfigError, StartupError, startupFailureMessage } from '@tb/platform';
import { loadConfig } from './config.ts';
import { startRuntime } from './runtime.ts';

/** `npm start`: the whole product on one port; Ctrl-C stops everything, PostgreSQL included. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const runtime = await startRuntime(config);
  const address = runtime.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  console.log(
    `\n  Talent Bridge is running at http://${host}:${port}\n  (${runtime.database.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'DATABASE_URL'}; Ctrl-C to stop)\n`,
  );

  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    if (signals > 1) process.exit(1);
    runtime.logger.info({ signal }, 'stopping');
    // Ctrl-C reaches the embedded PostgreSQL too (same process group), so it ends the connections while the services
    // close theirs: each listener would report its lost connection as a warning with a stack. Only errors from now.
    if (signal === 'SIGINT') runtime.logger.level = 'error';
    runtime.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

// A failed start prints one sentence: what is wrong and what to do (the stack only with LOG_LEVEL=debug).
main().catch((error) => {
  console.error(startupFailureMessage(error, 'Talent Bridge'));
  if (process.env.LOG_LEVEL === 'debug' && !(error instanceof StartupError)) console.error(error);
  process.exit(1);
});
