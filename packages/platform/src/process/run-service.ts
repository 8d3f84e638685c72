import { ConfigError, StartupError } from '../config.ts';
import { createLogger } from '../logger.ts';

export interface RunningService {
  /** Finishes in-flight work (requests, the current batch), then releases everything. */
  stop(): Promise<void>;
}

/** LOG_LEVEL as pino knows it; a wrong one is reported by the service's own configuration. */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The entry of a deployable: a configuration error ends it with the message (exit 2); SIGINT or SIGTERM
 * stops it gracefully — also while it is still starting — and a second signal ends it at once. What it says itself
 * (stopped, could not start) is a JSON log line with a `msg`, on standard output like the service's own lines.
 */
export function runService(name: string, start: () => Promise<RunningService>): void {
  const level = LEVELS.includes(process.env.LOG_LEVEL ?? '') ? (process.env.LOG_LEVEL as string) : 'info';
  const logger = createLogger({ name, level });
  // Said whatever LOG_LEVEL holds back: an operator reads these two to know how the process ended.
  const told = logger.child({}, { level: 'info' });
  // Written synchronously, so nothing is lost to the exit right after.
  const exit = (code: number) => {
    logger.flush();
    process.exit(code);
  };
  const starting = start();
  let signals = 0;
  const shutdown = () => {
    signals += 1;
    if (signals > 1) exit(1);
    starting
      .then((service) => service.stop())
      .then(
        () => {
          // Behind a wrapper (npm, a shell) the exit code after a signal can read 128 + signal; this line says it was clean.
          told.info(`${name} stopped`);
          exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, `${name} did not stop cleanly`);
          exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  starting.catch((error: unknown) => {
    told.fatal(startupFailureMessage(error, name));
    if (process.env.LOG_LEVEL === 'debug' && !(error instanceof ConfigError || error instanceof StartupError))
      logger.fatal({ err: error }, 'the failure in detail');
    exit(error instanceof ConfigError ? 2 : 1);
  });
}

/**
 * What a failed start prints: one sentence saying what is wrong and what to do, never a bare `undefined` or a
 * stack (`LOG_LEVEL=debug` adds the stack of an unforeseen error).
 */
export function startupFailureMessage(error: unknown, name: string): string {
  if (error instanceof ConfigError || error instanceof StartupError) return error.message;
  const e = (error ?? {}) as Partial<NodeJS.ErrnoException> & { port?: number; address?: string; hostname?: string };
  if (e.code === 'EADDRINUSE') {
    return `${name} could not start: port ${e.port ?? ''} is already in use (another Talent Bridge?): stop what runs there, or set PORT to a free port.`;
  }
  if (e.code === 'EACCES' && e.syscall === 'listen') {
    return `${name} could not start: port ${e.port ?? ''} needs privileges this user lacks: set PORT to a port above 1023.`;
  }
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'ETIMEDOUT') {
    return `${name} could not start: PostgreSQL at ${e.address ?? e.hostname ?? 'DATABASE_URL'}${e.port ? `:${e.port}` : ''} does not answer (${e.code}): start it, or check DATABASE_URL.`;
  }
  if (e.code === '28P01' || e.code === '28000' || e.code === '3D000') {
    return `${name} could not start: PostgreSQL refused the connection (${firstLine(e.message)}): check the user, password and database in DATABASE_URL.`;
  }
  if (e.syscall === 'mkdir') {
    const why = MKDIR_FAILURES[e.code ?? ''] ?? e.code ?? 'refused';
    return `${name} could not start: the data folder ${e.path ?? ''} cannot be created (${why}): check that DATA_DIR names a folder this user can write to, or set it to another one.`;
  }
  if (e.code === 'EACCES' || e.code === 'EPERM' || e.code === 'ENOSPC' || e.code === 'EROFS') {
    return `${name} could not start: ${firstLine(e.message)}: check that DATA_DIR is a writable folder with free space.`;
  }
  const said = error instanceof Error ? firstLine(error.message) : error == null ? '' : firstLine(String(error));
  return `${name} could not start${said ? `: ${said}` : ''}. Run again with LOG_LEVEL=debug to see why.`;
}

/** Why a folder cannot be made, in words (Node's recursive mkdir says ENOENT for some refusals on the way). */
const MKDIR_FAILURES: Record<string, string> = {
  ENOTDIR: 'a part of its path is a file',
  EEXIST: 'a file of that name is in the way',
  EROFS: 'the disk is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOSPC: 'the disk is full',
  ENOENT: 'a folder on its path cannot be made',
};

const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]?.trim() ?? '';
