import { closeDocumentWorkers, warmDocumentWorkers } from '@tb/documents';
import { ConfigError, createLogger, type Logger, StartupError, startupFailureMessage } from '@tb/platform';
import pretty from 'pino-pretty';
import { type AllInOneConfig, loadConfig } from './config.ts';
import { type Runtime, startRuntime } from './runtime.ts';

/**
 * In a terminal, readable lines: pino-pretty's, and plain text for what a person must read (the address, the admin's
 * password). Piped or collected (a file, a log shipper), every line on stdout is a JSON log line, those included.
 */
const inTerminal = process.stdout.isTTY === true;

function mainLogger(level: string): Logger {
  return createLogger({
    level,
    ...(inTerminal ? { destination: pretty({ colorize: true, sync: true, ignore: 'pid,hostname,name' }) } : {}),
  });
}

/** How close together the same signal twice is one request (npm passing on what the group got; see shutdown). */
const SAME_REQUEST_MS = 1000;

/** Lines a person must read, whatever LOG_LEVEL says. */
function teller(logger: Logger) {
  const announcer = logger.child({}, { level: 'info' });
  return (lines: string[]) =>
    inTerminal ? console.log(`\n${lines.map((line) => `  ${line}`).join('\n')}\n`) : announcer.info(lines.join(' '));
}

/** A start that cannot go on: one sentence (the stack only with LOG_LEVEL=debug), then the exit code. */
function fail(logger: Logger, message: string, error: unknown, code: number): never {
  const stack = process.env.LOG_LEVEL === 'debug' && !(error instanceof ConfigError || error instanceof StartupError);
  if (inTerminal) {
    console.error(message);
    if (stack) console.error(error);
  } else {
    logger.fatal(message);
    if (stack) logger.fatal({ err: error }, 'the failure in detail');
  }
  process.exit(code);
}

/** `npm start`: the whole product on one port; Ctrl-C stops everything, PostgreSQL included. */
async function main(): Promise<void> {
  // Said before the logger exists (data moved from an older version's folder): logged once it does.
  const early: string[] = [];
  let config: AllInOneConfig;
  try {
    config = loadConfig(process.env, (line) => early.push(line));
  } catch (error) {
    if (error instanceof ConfigError) fail(mainLogger('info'), error.message, error, 2);
    throw error;
  }
  const logger = mainLogger(config.LOG_LEVEL);
  for (const line of early) logger.warn(line);
  const tell = teller(logger);

  // Listening from the start: a signal during start-up calls the start off (it stops what it started, in the
  // same order); one after it stops the app.
  let runtime: Runtime | undefined;
  let stopRequested: string | undefined;
  const startAbort = new AbortController();
  let signals = 0;
  let last: { signal: string; at: number } | undefined;
  const stop = (started: Runtime, signal: string) => {
    started.logger.info({ signal }, 'stopping');
    // The parsers go last, once nothing can ask for one: a group signal may have ended them, and the pool would
    // otherwise start replacements that outlive this process by seconds.
    started
      .stop()
      .then(closeDocumentWorkers)
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  const shutdown = (signal: string) => {
    // A second Ctrl-C or SIGTERM does not wait; the SIGHUP of a terminal closing behind a first signal is no hurry.
    if (signals > 0 && signal === 'SIGHUP') return;
    // The same signal again at once is the same request: `npm start` execs node, and npm passes on to it the
    // signal the whole group (a terminal's Ctrl-C, a supervisor's kill -TERM -PGID) has just sent it too.
    const now = Date.now();
    if (last?.signal === signal && now - last.at < SAME_REQUEST_MS) return;
    last = { signal, at: now };
    signals += 1;
    if (signals > 1) process.exit(1);
    if (runtime) return stop(runtime, signal);
    stopRequested = signal;
    logger.info({ signal }, 'stopping before start-up has finished');
    startAbort.abort(new Error(`stopped by ${signal} during start-up`));
  };
  // The embedded PostgreSQL runs in a process group of its own: a terminal's Ctrl-C or a SIGTERM to this group
  // reaches this process only, which stops the services first and PostgreSQL last.
  // SIGHUP: the terminal that ran `npm start` was closed.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));

  try {
    // TB_SEED_PAUSE_AT: the tests stop a first start in the middle of its demo data (seed-resume.int.spec.ts).
    runtime = await startRuntime(config, logger, {
      tell,
      pauseSeedAt: process.env.TB_SEED_PAUSE_AT,
      signal: startAbort.signal,
      // Restarted by itself for a minute first (restarting-server.ts); past that a supervisor's restart is the cure.
      onDatabaseLost: (error) =>
        fail(
          logger,
          `Talent Bridge stopped because its PostgreSQL stopped and did not start again (${error.message.replace(/\.$/, '')}); start it again with npm start.`,
          error,
          1,
        ),
    });
  } catch (error) {
    // Called off by a signal: everything it started is stopped already; the next start picks up where it was.
    if (startAbort.signal.aborted) {
      logger.info('stopped before start-up had finished');
      process.exit(0);
    }
    fail(logger, startupFailureMessage(error, 'Talent Bridge'), error, 1);
  }
  if (stopRequested) return stop(runtime, stopRequested);
  // The parsers load now, not while the first uploads wait for them (under load, past their wait).
  warmDocumentWorkers();
  const address = runtime.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  tell([
    `Talent Bridge is running at http://${host}:${port}`,
    `(${runtime.database.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'DATABASE_URL'}; Ctrl-C to stop)`,
  ]);
}

main().catch((error: unknown) => fail(mainLogger('info'), startupFailureMessage(error, 'Talent Bridge'), error, 1));
