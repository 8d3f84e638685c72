import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { createQueryClient } from '@/shared/lib/query-client';

/** In the browser, one client for the whole visit: every screen's provider shares its cache. */
let browserClient: QueryClient | undefined;

/**
 * The client a screen's render uses. On the server (src/prerender/render-page.tsx) every render gets its own: a
 * shared one kept the first answer it saw for each query, so every later render of the openings showed that data
 * and ignored the answers it was given (old titles, closed openings, a hydration mismatch in the browser).
 */
function clientForRender(): QueryClient {
  if (typeof document === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * A screen with the query client above it. Loaded with the code of the screens that use server data (routes.tsx)
 * and of the landing page's contact form, so the landing page's first download has no TanStack Query.
 */
export function withQueryClient(Screen: ComponentType): ComponentType {
  return function WithQueryClient() {
    // Made once per mounted screen: per render on the server, the visit's one in the browser.
    const [client] = useState(clientForRender);
    return (
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>
    );
  };
}
