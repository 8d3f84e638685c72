import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { adoptLegacyDataDir } from './data-dir.ts';

let root: string;
let legacy: string;
const said: string[] = [];
const log = (line: string) => said.push(line);
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tb-repo-'));
  legacy = join(root, 'services', 'all-in-one', '.data');
  said.length = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('moves data an older version kept in services/all-in-one/.data to ./.data, saying so', () => {
  mkdirSync(legacy, { recursive: true });
  writeFileSync(join(legacy, 'marker'), 'kept');
  expect(adoptLegacyDataDir(join(root, '.data'), log, root)).toBe(join(root, '.data'));
  expect(readFileSync(join(root, '.data', 'marker'), 'utf8')).toBe('kept');
  expect(said).toEqual(['Moved the data from services/all-in-one/.data to ./.data, where they are kept from now on.']);
});

it('uses the old folder where it is while a process recorded in it still runs', () => {
  mkdirSync(legacy, { recursive: true });
  writeFileSync(join(legacy, 'runtime.json'), JSON.stringify({ pid: process.pid }));
  expect(adoptLegacyDataDir(join(root, '.data'), log, root)).toBe(legacy);
  expect(said[0]).toMatch(/^Using the data in services\/all-in-one\/.data \(a Talent Bridge still runs on them\)/);
});

it('leaves everything alone when ./.data exists, when there is no old folder, or for another DATA_DIR', () => {
  mkdirSync(legacy, { recursive: true });
  mkdirSync(join(root, '.data'));
  expect(adoptLegacyDataDir(join(root, '.data'), log, root)).toBe(join(root, '.data'));
  expect(adoptLegacyDataDir(join(root, 'elsewhere'), log, root)).toBe(join(root, 'elsewhere'));
  rmSync(legacy, { recursive: true });
  rmSync(join(root, '.data'), { recursive: true });
  expect(adoptLegacyDataDir(join(root, '.data'), log, root)).toBe(join(root, '.data'));
  expect(said).toEqual([]);
});
