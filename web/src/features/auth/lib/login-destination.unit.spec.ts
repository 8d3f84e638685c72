import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-destination';

const origin = 'https://talent.example';

describe('loginDestination', () => {
  it('sends admins to /admin and everyone else to /profile', () => {
    expect(loginDestination({ isAdmin: true }, null, origin)).toBe('/admin');
    expect(loginDestination({ isAdmin: false }, null, origin)).toBe('/profile');
  });

  it('honours a same-site redirect path with its query', () => {
    expect(loginDestination({ isAdmin: false }, '/projects/42', origin)).toBe('/projects/42');
    expect(loginDestination({ isAdmin: true }, '/profile?tab=security', origin)).toBe('/profile?tab=security');
  });

  it('ignores redirects that leave the site or loop back to /login', () => {
    for (const redirect of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(loginDestination({ isAdmin: false }, redirect, origin)).toBe('/profile');
    }
    expect(loginDestination({ isAdmin: false }, '/login?redirect=/x', origin)).toBe('/profile');
  });
});
