import { Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

/** A screen failed to load or render (for example a stale chunk after a deployment): offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation('errors');
  return (
    <section className="tb-page tb-not-found" role="alert">
      <NonIdealState
        icon={<ErrorIcon size={64} />}
        title={t('unexpected.title')}
        description={t('unexpected.body')}
        action={
          <Button intent="primary" icon={<RefreshIcon />} onClick={() => window.location.reload()}>
            {t('unexpected.reload')}
          </Button>
        }
      />
    </section>
  );
}
