import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import './auth.css';

/** Sign-in or registration while the profile check decides whether to show it (use-signed-out-screen.ts). */
export function SessionWait() {
  const { t } = useTranslation('common');
  return (
    <section className="tb-page tb-auth">
      <Spinner className="tb-auth__waiting" aria-label={t('status.loading')} />
    </section>
  );
}
