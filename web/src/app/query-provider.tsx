import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createQueryClient } from '@/shared/lib/query-client';

/** One client for the whole visit: every screen's provider shares its cache. */
const queryClient = createQueryClient();

/**
 * A screen with the query client above it. Loaded with the code of the screens that use server data (routes.tsx)
 * and of the landing page's contact form, so the landing page's first download has no TanStack Query.
 */
export function withQueryClient(Screen: ComponentType): ComponentType {
  return function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  };
}
