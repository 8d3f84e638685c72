import { z } from 'zod';
import { create } from 'zustand';
import { readStored, removeStored, writeStored } from './storage';

/**
 * The signed-in user as far as the shell needs it (name and role). The login cache in localStorage lets the
 * header show the user at once; `GET /api/user/profile` then decides (see session.ts).
 */
export const sessionUser = z.object({
  id: z.string(),
  email: z.string().catch(''),
  firstName: z.string().catch(''),
  lastName: z.string().catch(''),
  isAdmin: z.boolean().catch(false),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const AUTH_STORAGE_KEY = 'talentbridge.auth';
const cacheEntry = z.object({ user: sessionUser, timestamp: z.number() });

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
    const entry = cacheEntry.safeParse(JSON.parse(raw));
    return entry.success ? entry.data.user : null;
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
