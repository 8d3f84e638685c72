import { NonIdealState } from '@blueprintjs/core';
import { PeopleIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';

/** The Candidates section of /admin: a stand-in until its release replaces this file. */
export function AdminCandidatesSection(_props: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="tb-upcoming"
      icon={<PeopleIcon size={48} />}
      title={t('upcoming.candidates')}
      description={t('upcoming.notice')}
    />
  );
}
