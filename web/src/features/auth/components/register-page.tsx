import { NewPersonIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/coming-soon';

/** /register: registration with email verification arrives with the accounts issue. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <ComingSoon icon={<NewPersonIcon size={36} />} title={t('register.title')} description={t('register.subtitle')} />
  );
}
