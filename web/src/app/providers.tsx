import { OverlaysProvider } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';
import { createQueryClient } from '@/shared/lib/query-client';

/** Blueprint's overlays only: its BlueprintProvider also brings a hotkeys dialog that nothing here uses. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <OverlaysProvider>{children}</OverlaysProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
