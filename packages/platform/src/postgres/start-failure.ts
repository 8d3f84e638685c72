import { StartupError } from '../config.ts';

/**
 * One sentence for a server that did not start, from its last log lines: what is wrong and what to do. The
 * package itself rejects with nothing (`undefined` was all `npm start` printed).
 */
export function startFailure(
  error: unknown,
  lines: readonly string[],
  databaseDir: string,
  port: number,
): StartupError {
  const log = lines.join('\n');
  const other = /another postmaster \(PID (\d+)\)/i.exec(log)?.[1];
  if (other) {
    return new StartupError(
      `Another PostgreSQL (pid ${other}) is running on ${databaseDir}: stop it (or the Talent Bridge that started it), or set DATA_DIR to another folder.`,
    );
  }
  if (/Address already in use/i.test(log)) {
    return new StartupError(
      `The embedded PostgreSQL could not listen on port ${port}, which is in use: set EMBEDDED_PG_PORT to a free port (or 0 to pick one).`,
    );
  }
  const version = /initialized by PostgreSQL version ([\d.]+)/i.exec(log)?.[1];
  if (version) {
    return new StartupError(
      `The data in ${databaseDir} were written by PostgreSQL ${version}, which this version cannot open: export them with that version (npm run projections -- export FILE) or set DATA_DIR to a new folder.`,
    );
  }
  if (/No space left on device/i.test(log)) {
    return new StartupError(`The disk holding ${databaseDir} is full: free some space, then start again.`);
  }
  if (/Permission denied|wrong ownership|invalid permissions/i.test(log)) {
    return new StartupError(
      `PostgreSQL may not use ${databaseDir} (${lastFatal(log) ?? 'permission denied'}): give the folder back to the user that runs it, or set DATA_DIR to another folder.`,
    );
  }
  const reason = lastFatal(log) ?? (error instanceof Error ? error.message : null) ?? 'it exited without saying why';
  return new StartupError(
    `The embedded PostgreSQL in ${databaseDir} did not start (${reason}): run again with LOG_LEVEL=debug to see its log.`,
  );
}

/** The package's initdb failure carries initdb's output. */
export function initFailure(error: unknown, databaseDir: string): StartupError {
  const message = error instanceof Error ? error.message : String(error);
  if (/error while loading shared libraries/i.test(message)) {
    return new StartupError(
      `The embedded PostgreSQL is incomplete (${/[\w.+-]+\.so[\w.]*/.exec(message)?.[0] ?? 'a library'} is missing): run npm install again.`,
    );
  }
  if (/exists but is not empty/i.test(message)) {
    return new StartupError(
      `${databaseDir} holds files but no PostgreSQL data: move them away (or set DATA_DIR to another folder), then start again.`,
    );
  }
  const output = message.split('ERROR OUTPUT:')[1]?.trim().split('\n')[0];
  return new StartupError(
    `The embedded PostgreSQL could not set up ${databaseDir} (${output || message.split('\n')[0]}): check that the folder is writable, or set DATA_DIR to another folder.`,
  );
}

function lastFatal(log: string): string | null {
  const fatal = [...log.matchAll(/(?:FATAL|PANIC):\s+(.+)/g)].at(-1)?.[1];
  return fatal?.trim() ?? null;
}
