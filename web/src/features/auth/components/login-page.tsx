import { LogInIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/coming-soon';

/** /login: the sign-in form arrives with the accounts issue. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  return <ComingSoon icon={<LogInIcon size={36} />} title={t('login.title')} description={t('login.subtitle')} />;
}
