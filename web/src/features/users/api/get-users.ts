import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UserView, userView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

export const USERS_QUERY_ROOT = ['/api/admin/users'] as const;

/** `GET /api/admin/users`: every account, newest first. */
export async function getUsers(): Promise<UserView[]> {
  return userView.array().parse(await apiGet<unknown>('/api/admin/users'));
}

export const usersQueryOptions = queryOptions({ queryKey: USERS_QUERY_ROOT, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions);
}
