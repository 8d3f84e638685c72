import { NonIdealState } from '@blueprintjs/core';
import { DashboardIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';

/** The Dashboard section of /admin: a stand-in until its release replaces this file. */
export function AdminDashboardSection(_props: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="tb-upcoming"
      icon={<DashboardIcon size={48} />}
      title={t('upcoming.dashboard')}
      description={t('upcoming.notice')}
    />
  );
}
