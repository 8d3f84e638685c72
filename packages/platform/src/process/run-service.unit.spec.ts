import { expect, it } from 'vitest';
import { ConfigError, StartupError } from '../config.ts';
import { startupFailureMessage } from './run-service.ts';

const errno = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${code} happened`), { code, ...extra });

it('says in one sentence why a service could not start, never a bare undefined', () => {
  expect(startupFailureMessage(new StartupError('Already running: stop it.'), 'x')).toBe('Already running: stop it.');
  expect(startupFailureMessage(new ConfigError('Invalid configuration:\n  PORT: bad'), 'x')).toBe(
    'Invalid configuration:\n  PORT: bad',
  );
  expect(startupFailureMessage(errno('EADDRINUSE', { port: 3000 }), 'Talent Bridge')).toBe(
    'Talent Bridge could not start: port 3000 is already in use (another Talent Bridge?): stop what runs there, or set PORT to a free port.',
  );
  expect(startupFailureMessage(errno('ECONNREFUSED', { address: '127.0.0.1', port: 5432 }), 'query-api')).toBe(
    'query-api could not start: PostgreSQL at 127.0.0.1:5432 does not answer (ECONNREFUSED): start it, or check DATABASE_URL.',
  );
  expect(startupFailureMessage(errno('28P01'), 'projectors')).toMatch(
    /^projectors could not start: PostgreSQL refused the connection \(28P01 happened\): check the user/,
  );
  for (const nothing of [undefined, null, '']) {
    const said = startupFailureMessage(nothing, 'Talent Bridge');
    expect(said).toBe('Talent Bridge could not start. Run again with LOG_LEVEL=debug to see why.');
  }
  expect(startupFailureMessage(new Error('boom\n    at x (y.ts:1:1)'), 'inbox-worker')).toBe(
    'inbox-worker could not start: boom. Run again with LOG_LEVEL=debug to see why.',
  );
});

it('says a data folder that cannot be made cannot be made, and what to check', () => {
  const mkdir = (code: string) => errno(code, { syscall: 'mkdir', path: '/srv/tb/data' });
  expect(startupFailureMessage(mkdir('ENOTDIR'), 'Talent Bridge')).toBe(
    'Talent Bridge could not start: the data folder /srv/tb/data cannot be created (a part of its path is a file): check that DATA_DIR names a folder this user can write to, or set it to another one.',
  );
  expect(startupFailureMessage(mkdir('EROFS'), 'x')).toContain('(the disk is read-only): check that DATA_DIR');
  expect(startupFailureMessage(mkdir('ENOENT'), 'x')).toContain('(a folder on its path cannot be made)');
});
