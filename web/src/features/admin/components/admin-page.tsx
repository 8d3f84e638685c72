import { DashboardIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/coming-soon';

/** /admin: the admin console arrives with the admin issues. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  return <ComingSoon icon={<DashboardIcon size={36} />} title={t('title')} description={t('subtitle')} />;
}
