import { NonIdealState } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';

/** The Manage Projects tab of /profile (admins only): a stand-in until its release replaces this file. */
export function ManageProjectsTab(_props: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="tb-upcoming"
      icon={<EditIcon size={48} />}
      title={t('upcoming.manageProjects')}
      description={t('upcoming.notice')}
    />
  );
}
