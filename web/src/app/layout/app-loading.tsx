import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first screen's code loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="tb-app-loading" role="status" aria-live="polite">
      <Spinner size={40} aria-label={t('status.loading')} />
    </div>
  );
}
