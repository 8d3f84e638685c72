import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseConfigShape,
  ConfigError,
  httpConfigShape,
  mailConfigShape,
  parseConfig,
  seedConfigShape,
} from './config.ts';

const shape = { ...baseConfigShape, ...httpConfigShape, ...seedConfigShape };

describe('parseConfig', () => {
  it('applies the embedded defaults when nothing is set', () => {
    const config = parseConfig(shape, {});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: resolve('.data'), SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('resolves DATA_DIR against the folder npm was run in, not the workspace npm runs the script in', () => {
    expect(parseConfig(shape, { INIT_CWD: '/home/ada/talent-bridge' }).DATA_DIR).toBe('/home/ada/talent-bridge/.data');
    expect(parseConfig(shape, { INIT_CWD: '/home/ada/tb', DATA_DIR: '../shared' }).DATA_DIR).toBe('/home/ada/shared');
    expect(parseConfig(shape, { INIT_CWD: '/home/ada/tb', DATA_DIR: '/srv/tb' }).DATA_DIR).toBe('/srv/tb');
  });

  it('names every variable with a wrong value', () => {
    expect(() => parseConfig(shape, { PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrowError(
      ConfigError,
    );
    try {
      parseConfig(shape, { PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//);
    }
  });

  it('refuses production without SMTP_URL for a deployable that mails, in one sentence naming it', () => {
    const mailing = { ...baseConfigShape, ...mailConfigShape };
    expect(() => parseConfig(mailing, { NODE_ENV: 'production' })).toThrowError(
      /SMTP_URL: must be set in production \(NODE_ENV=production\), since sign-up and password-reset codes are sent/,
    );
    expect(parseConfig(mailing, { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }).SMTP_URL).toBe(
      'smtp://mail.example:587',
    );
    expect(parseConfig(mailing, {}).SMTP_URL).toBeUndefined();
    // One that sends no mail starts without it.
    expect(parseConfig(baseConfigShape, { NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });

  it('turns demo data off with SEED_DEMO=0', () => {
    expect(parseConfig(shape, { SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });

  it('reads DATABASE_POOL_SIZE as a count of connections, unset when empty, refused when not one', () => {
    expect(parseConfig(shape, {}).DATABASE_POOL_SIZE).toBeUndefined();
    expect(parseConfig(shape, { DATABASE_POOL_SIZE: '' }).DATABASE_POOL_SIZE).toBeUndefined();
    expect(parseConfig(shape, { DATABASE_POOL_SIZE: ' 8 ' }).DATABASE_POOL_SIZE).toBe(8);
    for (const wrong of ['0', '-3', '2.5', 'many', '501'])
      expect(() => parseConfig(shape, { DATABASE_POOL_SIZE: wrong }), wrong).toThrowError(/DATABASE_POOL_SIZE/);
  });
});
