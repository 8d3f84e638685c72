import { describe, expect, it } from 'vitest';
import { accountLink } from './account-link';

const user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isAdmin: false };

describe('the header user icon', () => {
  it('leads to /login when signed out', () => {
    expect(accountLink(null)).toEqual({ to: '/login', name: null, signedIn: false });
  });

  it('leads a signed-in user to /profile with the first name', () => {
    expect(accountLink(user)).toEqual({ to: '/profile', name: 'Ada', signedIn: true });
  });

  it('leads an admin to /admin', () => {
    expect(accountLink({ ...user, isAdmin: true }).to).toBe('/admin');
  });

  it("has no name without a first name, so the header shows 'User'", () => {
    expect(accountLink({ ...user, firstName: '  ' }).name).toBeNull();
  });
});
