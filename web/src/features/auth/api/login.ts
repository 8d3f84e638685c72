import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@tb/contracts';
import { apiSend } from '@/shared/lib/api-client';
import { parseSessionUser, type SessionUser, useAuthStore } from '@/shared/lib/auth-store';
import { PROFILE_QUERY_ROOT } from './get-profile';

/** `POST /api/auth/login`: the session cookie is set by the answer; the user is stored in the login cache. */
export async function login(body: LoginBody): Promise<SessionUser> {
  const answer = await apiSend<{ user?: unknown }>('POST', '/api/auth/login', body);
  const user = parseSessionUser(answer?.user);
  if (!user) throw new Error('Login failed');
  return user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      useAuthStore.getState().signIn(user);
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT });
    },
  });
}
