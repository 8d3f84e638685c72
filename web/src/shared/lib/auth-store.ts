import { create } from 'zustand';
import { readStored, removeStored, writeStored } from './storage';

/**
 * The signed-in user as far as the shell needs it (name and role). The login cache in localStorage lets the
 * header show the user at once; `GET /api/user/profile` then decides (see session.ts).
 */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A user from the server or the login cache, or null without an id. Checked by hand, not with zod: this runs on
 * every page, the landing page included, which must not download a schema library (bench/README.md, landing).
 */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  if (typeof user.id !== 'string') return null;
  return {
    id: user.id,
    email: text(user.email),
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    isAdmin: user.isAdmin === true,
  };
}

export const AUTH_STORAGE_KEY = 'talentbridge.auth';

export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

interface AuthState {
  user: SessionUser | null;
  status: AuthStatus;
  signIn(user: SessionUser): void;
  signOut(): void;
}

function readCache(): SessionUser | null {
  const raw = readStored(AUTH_STORAGE_KEY);
  if (!raw) return null;
  try {
    const entry: unknown = JSON.parse(raw);
    if (typeof entry !== 'object' || entry === null || typeof (entry as { timestamp?: unknown }).timestamp !== 'number')
      return null;
    return parseSessionUser((entry as { user?: unknown }).user);
  } catch {
    return null;
  }
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: readCache(),
  status: 'unknown',
  signIn(user) {
    writeStored(AUTH_STORAGE_KEY, JSON.stringify({ user, timestamp: Date.now() }));
    set({ user, status: 'authenticated' });
  },
  signOut() {
    removeStored(AUTH_STORAGE_KEY);
    set({ user: null, status: 'anonymous' });
  },
}));
