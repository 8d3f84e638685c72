import { PersonIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/coming-soon';

/** /profile: the profile area arrives with the profile issue. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  return <ComingSoon icon={<PersonIcon size={36} />} title={t('title')} description={t('subtitle')} />;
}
