import { describe, expect, it } from 'vitest';
import { StartupError } from '../config.ts';
import { initFailure, startFailure } from './start-failure.ts';

const dir = '/srv/tb/.data/postgres';

/** What PostgreSQL and initdb print when they cannot start, turned into one sentence each (never `undefined`). */
describe('start-up failure sentences', () => {
  it.each([
    [
      [
        'FATAL:  lock file "postmaster.pid" already exists',
        'HINT:  Is another postmaster (PID 8295) running in data directory "/srv/tb/.data/postgres"?',
      ],
      `Another PostgreSQL (pid 8295) is running on ${dir}: stop it (or the Talent Bridge that started it), or set DATA_DIR to another folder.`,
    ],
    [
      [
        'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use',
        'FATAL:  could not create any TCP/IP sockets',
      ],
      'The embedded PostgreSQL could not listen on port 5999, which is in use: set EMBEDDED_PG_PORT to a free port (or 0 to pick one).',
    ],
    [
      [
        'FATAL:  database files are incompatible with server',
        'DETAIL:  The data directory was initialized by PostgreSQL version 15, which is not compatible with this version 18.4.',
      ],
      `The data in ${dir} were written by PostgreSQL 15, which this version cannot open: export them with that version (npm run projections -- export FILE) or set DATA_DIR to a new folder.`,
    ],
    [
      ['PANIC:  could not write to file "pg_wal/xlogtemp.12": No space left on device'],
      `The disk holding ${dir} is full: free some space, then start again.`,
    ],
    [
      [`FATAL:  data directory "${dir}" has wrong ownership`],
      `PostgreSQL may not use ${dir} (data directory "${dir}" has wrong ownership): give the folder back to the user that runs it, or set DATA_DIR to another folder.`,
    ],
    [
      [],
      `The embedded PostgreSQL in ${dir} did not start (it exited without saying why): run again with LOG_LEVEL=debug to see its log.`,
    ],
  ])('%j', (lines, sentence) => {
    const error = startFailure(undefined, lines, dir, 5999);
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toBe(sentence);
  });

  it('says what to do when initdb cannot run or the folder holds something else', () => {
    const missing = new Error(
      'Postgres init script failed (code: 127, signal: null). ERROR OUTPUT: initdb: error while loading shared libraries: libicuuc.so.60: cannot open shared object file',
    );
    expect(initFailure(missing, dir).message).toBe(
      'The embedded PostgreSQL is incomplete (libicuuc.so.60 is missing): run npm install again.',
    );
    const occupied = new Error(
      `Postgres init script failed. ERROR OUTPUT: initdb: error: directory "${dir}" exists but is not empty`,
    );
    expect(initFailure(occupied, dir).message).toBe(
      `${dir} holds files but no PostgreSQL data: move them away (or set DATA_DIR to another folder), then start again.`,
    );
  });
});
