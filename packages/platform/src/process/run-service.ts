import { ConfigError, StartupError } from '../config.ts';

export interface RunningService {
  /** Finishes in-flight work (requests, the current batch), then releases everything. */
  stop(): Promise<void>;
}

/**
 * The entry of a deployable: a configuration error ends it with the message (exit 2); SIGINT or SIGTERM
 * stops it gracefully — also while it is still starting — and a second signal ends it at once.
 */
export function runService(name: string, start: () => Promise<RunningService>): void {
  const starting = start();
  let signals = 0;
  const shutdown = () => {
    signals += 1;
    if (signals > 1) process.exit(1);
    starting
      .then((service) => service.stop())
      .then(
        () => {
          // Behind a wrapper (npm, a shell) the exit code after a signal can read 128 + signal; this line says it was clean.
          process.stderr.write(`${name} stopped\n`, () => process.exit(0));
        },
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  starting.catch((error: unknown) => {
    console.error(startupFailureMessage(error, name));
    if (process.env.LOG_LEVEL === 'debug' && !(error instanceof ConfigError || error instanceof StartupError))
      console.error(error);
    process.exit(error instanceof ConfigError ? 2 : 1);
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
  if (e.code === 'EACCES' || e.code === 'EPERM' || e.code === 'ENOSPC' || e.code === 'EROFS') {
    return `${name} could not start: ${firstLine(e.message)}: check that DATA_DIR is a writable folder with free space.`;
  }
  const said = error instanceof Error ? firstLine(error.message) : error == null ? '' : firstLine(String(error));
  return `${name} could not start${said ? `: ${said}` : ''}. Run again with LOG_LEVEL=debug to see why.`;
}

const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]?.trim() ?? '';
