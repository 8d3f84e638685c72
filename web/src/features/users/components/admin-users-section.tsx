import { NonIdealState } from '@blueprintjs/core';
import { UserIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';

/** The Users section of /admin: a stand-in until its release replaces this file. */
export function AdminUsersSection(_props: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="tb-upcoming"
      icon={<UserIcon size={48} />}
      title={t('upcoming.users')}
      description={t('upcoming.notice')}
    />
  );
}
