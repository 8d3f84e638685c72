import { TickCircleIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { RegistrationState } from '../lib/registration-state';

/** Under the email box after a check: a red dot for a registered address, a green check for a free one. */
export function EmailStatus({ state }: { state: RegistrationState }) {
  const { t } = useTranslation('auth');
  if (!state.checked) return <span>{t('register.codeHint')}</span>;
  if (state.exists) {
    return (
      <span className="tb-auth__status tb-auth__status--taken" role="status">
        <span className="tb-auth__dot" aria-hidden="true" />
        {t('register.emailTaken')}
      </span>
    );
  }
  return (
    <span className="tb-auth__status tb-auth__status--available" role="status">
      <TickCircleIcon size={14} />
      {t('register.emailAvailable')}
    </span>
  );
}
