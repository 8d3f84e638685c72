import { describe, expect, it } from 'vitest';
import { canonicalAppPage, isAppPage, isSignedOutPage } from './web-addresses.ts';

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
    for (const path of ['/nope', '/projects/a/b', '/admin/x', '/login.php', '/index.html', '/LOGIN', '/Projects/1'])
      expect(isAppPage(path), path).toBe(false);
  });
  it('are found from their names in another case, an id keeping its own', () => {
    expect(canonicalAppPage('/Login')).toBe('/login');
    expect(canonicalAppPage('/PROJECTS')).toBe('/projects');
    expect(canonicalAppPage('/Projects/AbC-1/')).toBe('/projects/AbC-1/');
    expect(canonicalAppPage('/RESET-PASSWORD')).toBe('/reset-password');
    for (const path of ['/login', '/projects/AbC-1', '/Nope', '/LOGIN/x', '//Login', '/\\Login', '/Login.php'])
      expect(canonicalAppPage(path), path).toBeNull();
  });
  it('name the screens a signed-in user is sent away from', () => {
    for (const path of ['/login', '/login/', '/register']) expect(isSignedOutPage(path), path).toBe(true);
    for (const path of ['/reset-password', '/Login', '/login/x', '/']) expect(isSignedOutPage(path), path).toBe(false);
  });
});
