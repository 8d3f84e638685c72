import { SegmentedControl } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';
import { ApplicationsView } from './applications-view';
import { ProjectsManagement } from './projects-management';
import './project-admin.css';

type View = 'applications' | 'management';

/** The Projects section of /admin: the Applications / Management toggle. */
export function AdminProjectsSection(_props: { user: SessionUser }) {
  const { t } = useTranslation('projectAdmin');
  const [view, setView] = useState<View>('applications');
  return (
    <div className="tb-project-section">
      <SegmentedControl
        className="tb-project-section__toggle"
        aria-label={t('section.label')}
        options={[
          { label: t('section.applications'), value: 'applications' },
          { label: t('section.management'), value: 'management' },
        ]}
        value={view}
        onValueChange={(value) => setView(value === 'management' ? 'management' : 'applications')}
      />
      {view === 'applications' ? <ApplicationsView /> : <ProjectsManagement area="admin" />}
    </div>
  );
}
