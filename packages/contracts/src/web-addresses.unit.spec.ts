import { describe, expect, it } from 'vitest';
import { isAppPage } from './web-addresses.ts';

describe("the web app's pages", () => {
  it('are known by their paths', () => {
    for (const path of [
      '/',
      '/projects',
      '/projects/abc-123',
      '/login',
      '/register',
      '/reset-password',
      '/profile',
      '/admin',
    ])
      expect(isAppPage(path), path).toBe(true);
  });
  it('exclude any other path', () => {
    for (const path of ['/nope', '/projects/a/b', '/admin/x', '/login.php', '/index.html'])
      expect(isAppPage(path), path).toBe(false);
  });
});
