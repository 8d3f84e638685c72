import { KeyIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/coming-soon';

/** /reset-password: the code-by-email reset arrives with the accounts issue. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <ComingSoon
      icon={<KeyIcon size={36} />}
      title={t('resetPassword.title')}
      description={t('resetPassword.subtitle')}
    />
  );
}
