import { OverlaysProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';

/**
 * Blueprint's overlays only: its BlueprintProvider also brings a hotkeys dialog that nothing here uses. The query
 * client comes with the screens that use it (query-provider.tsx), not with the landing page's first download.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <OverlaysProvider>{children}</OverlaysProvider>
    </I18nextProvider>
  );
}
