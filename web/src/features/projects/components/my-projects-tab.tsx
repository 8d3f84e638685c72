import { NonIdealState } from '@blueprintjs/core';
import { ProjectsIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';

/** The Projects ('My Projects') tab of /profile: a stand-in until its release replaces this file. */
export function MyProjectsTab(_props: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="tb-upcoming"
      icon={<ProjectsIcon size={48} />}
      title={t('upcoming.myProjects')}
      description={t('upcoming.notice')}
    />
  );
}
