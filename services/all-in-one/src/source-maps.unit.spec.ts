import { describe, expect, it } from 'vitest';
import { asksForSourceMap } from './source-maps.ts';

describe('asksForSourceMap', () => {
  it.each([
    '/assets/index-abc.js.map',
    '/assets/INDEX-ABC.JS.MAP',
    '/assets/index-abc.js.map?x=1',
    '/assets/index-abc.js%2emap',
    '/assets/index-abc.js%2Emap',
    '/assets/index-abc.js.%6dap',
    '/assets/index-abc.js%2e%6d%61%70',
    '/assets/index-abc.js%252emap',
    '/assets/index-abc.js.map/',
  ])('refuses %s', (url) => {
    expect(asksForSourceMap(url)).toBe(true);
  });

  it.each(['/assets/index-abc.js', '/en/map', '/assets/sitemap.xml', '/assets/x%zz.map.js', '/'])(
    'lets %s through',
    (url) => {
      expect(asksForSourceMap(url)).toBe(false);
    },
  );
});
