import { ConfigError, createLogger, StartupError, startupFailureMessage } from '@tb/platform';
import pretty from 'pino-pretty';
import { loadConfig } from './config.ts';
import { type Runtime, startRuntime } from './runtime.ts';

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
  // In a terminal, readable lines; piped or collected (a file, a log shipper), one JSON object per line.
  const logger = createLogger({
    level: config.LOG_LEVEL,
    ...(process.stdout.isTTY
      ? { destination: pretty({ colorize: true, sync: true, ignore: 'pid,hostname,name' }) }
      : {}),
  });

  // Listening from the start: a signal during start-up stops the app once it has started, in the same order.
  let runtime: Runtime | undefined;
  let stopRequested: string | undefined;
  let signals = 0;
  const stop = (started: Runtime, signal: string) => {
    started.logger.info({ signal }, 'stopping');
    started.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  const shutdown = (signal: string) => {
    // A second Ctrl-C or SIGTERM does not wait; the SIGHUP of a terminal closing behind a first signal is no hurry.
    if (signals > 0 && signal === 'SIGHUP') return;
    signals += 1;
    if (signals > 1) process.exit(1);
    if (runtime) stop(runtime, signal);
    else stopRequested = signal;
  };
  // The embedded PostgreSQL runs in a process group of its own: a terminal's Ctrl-C or a SIGTERM to this group
  // reaches this process only, which stops the services first and PostgreSQL last.
  // SIGHUP: the terminal that ran `npm start` was closed.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));

  runtime = await startRuntime(config, logger);
  if (stopRequested) return stop(runtime, stopRequested);
  const address = runtime.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  console.log(
    `\n  Talent Bridge is running at http://${host}:${port}\n  (${runtime.database.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'DATABASE_URL'}; Ctrl-C to stop)\n`,
  );
}

// A failed start prints one sentence: what is wrong and what to do (the stack only with LOG_LEVEL=debug).
main().catch((error) => {
  console.error(startupFailureMessage(error, 'Talent Bridge'));
  if (process.env.LOG_LEVEL === 'debug' && !(error instanceof StartupError)) console.error(error);
  process.exit(1);
});
