import { NonIdealState } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';

/** The Resume tab of /profile: a stand-in until its release replaces this file. */
export function ResumeTab(_props: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="tb-upcoming"
      icon={<DocumentIcon size={48} />}
      title={t('upcoming.resume')}
      description={t('upcoming.notice')}
    />
  );
}
