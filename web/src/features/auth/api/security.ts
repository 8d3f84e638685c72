import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/shared/lib/api-client';

/** One of the user's sessions (`GET /api/user/sessions`), the most recently used first. */
export interface SessionSummary {
  id: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

const SESSIONS = ['/api/user/sessions'] as const;
const TWO_FACTOR = ['/api/user/two-factor'] as const;

export function useSessions() {
  return useQuery({ queryKey: SESSIONS, queryFn: async () => (await apiGet<SessionSummary[]>(SESSIONS[0])) ?? [] });
}

/** `DELETE /api/user/sessions/:id`: that device is signed out on its next request. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<{ message: string }>('DELETE', `/api/user/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS }),
  });
}

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: TWO_FACTOR,
    queryFn: async () => (await apiGet<TwoFactorStatus>(TWO_FACTOR[0])) ?? { enabled: false, recoveryCodesLeft: 0 },
  });
}

/** `POST /api/user/two-factor/setup`: a new secret and its otpauth:// address (not on until confirmed). */
export function useBeginTwoFactor() {
  return useMutation({
    mutationFn: () => apiSend<{ secret: string; uri: string }>('POST', '/api/user/two-factor/setup', {}),
  });
}

/** `POST /api/user/two-factor/confirm`: the first code turns it on and answers the recovery codes, once. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiSend<{ message: string; recoveryCodes: string[] }>('POST', '/api/user/two-factor/confirm', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR }),
  });
}

/** `POST /api/user/two-factor/disable`: it takes a current code (or a recovery code), not the session alone. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiSend<{ message: string }>('POST', '/api/user/two-factor/disable', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR }),
  });
}
