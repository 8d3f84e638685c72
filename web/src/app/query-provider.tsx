import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { z } from 'zod';
import { createQueryClient } from '@/shared/lib/query-client';

// zod compiles object parsers with `new Function` when it may, and finds out by trying: under this site's CSP (no
// 'unsafe-eval') each try is a reported violation on every page with a form or server data. The screens that use
// zod all come with this module, before their first parse.
z.config({ jitless: true });

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
