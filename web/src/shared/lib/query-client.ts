import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet, type On401 } from './api-client';

/** The default fetcher: GET the first element of the query key as the path and parse JSON. */
export function getQueryFn<T>(options: { on401: On401 } = { on401: 'throw' }): QueryFunction<T | null> {
  return ({ queryKey, signal }) => {
    const [path] = queryKey;
    if (typeof path !== 'string') throw new Error('The first element of a query key must be the request path');
    return apiGet<T>(path, { on401: options.on401, signal });
  };
}

/** Server data is never stale: it changes only through our own commands, which invalidate what they touch. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
