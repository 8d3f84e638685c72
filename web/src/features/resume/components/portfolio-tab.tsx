import { NonIdealState } from '@blueprintjs/core';
import { FolderOpenIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';

/** The Portfolio tab of /profile: a stand-in until its release replaces this file. */
export function PortfolioTab(_props: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="tb-upcoming"
      icon={<FolderOpenIcon size={48} />}
      title={t('upcoming.portfolio')}
      description={t('upcoming.notice')}
    />
  );
}
