import { Button, Card, Dialog, DialogBody, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { ErrorIcon, PlusIcon, ProjectsIcon } from '@blueprintjs/icons';
import type { ProjectView } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllProjects } from '../api/get-all-projects';
import type { ManagementArea } from './area';
import { ProjectForm } from './project-form';
import { ProjectList } from './project-list';
import './project-admin.css';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; project: ProjectView };

/**
 * Project management. In the admin console 'Add Project' and edit open the form in a dialog; in the profile's
 * Manage Projects tab the form (with the document upload) stays on the page and Cancel returns it to create mode.
 */
export function ProjectsManagement({ area }: { area: ManagementArea }) {
  const { t } = useTranslation('projectAdmin');
  const projects = useAllProjects();
  const [editing, setEditing] = useState<Editing>({ mode: area === 'profile' ? 'create' : 'closed' });
  const close = () => setEditing({ mode: area === 'profile' ? 'create' : 'closed' });
  const project = editing.mode === 'edit' ? editing.project : null;
  const formTitle = project ? t('management.editTitle') : t('management.createTitle');
  const form = <ProjectForm key={project?.id ?? 'new'} area={area} project={project} onDone={close} onCancel={close} />;

  return (
    <div className="tb-project-admin">
      <div className="tb-project-admin__header">
        <div>
          <H3 className="tb-project-admin__title">{t('management.title')}</H3>
          <p className="tb-project-admin__subtitle">{t('management.subtitle')}</p>
        </div>
        {area === 'admin' && (
          <Button intent="primary" icon={<PlusIcon />} onClick={() => setEditing({ mode: 'create' })}>
            {t('management.add')}
          </Button>
        )}
      </div>
      {area === 'profile' ? (
        <Card className="tb-project-admin__form-card">
          <H3 className="tb-project-admin__form-title">{formTitle}</H3>
          {form}
        </Card>
      ) : (
        <Dialog isOpen={editing.mode !== 'closed'} onClose={close} title={formTitle} className="tb-project-dialog">
          <DialogBody>{form}</DialogBody>
        </Dialog>
      )}
      {projects.isPending && <Spinner aria-label={t('management.loading')} className="tb-project-admin__status" />}
      {projects.isError && <NonIdealState icon={<ErrorIcon size={48} />} title={t('management.failed')} />}
      {projects.data?.length === 0 && <NonIdealState icon={<ProjectsIcon size={48} />} title={t('management.empty')} />}
      {projects.data && projects.data.length > 0 && (
        <ProjectList area={area} projects={projects.data} onEdit={(p) => setEditing({ mode: 'edit', project: p })} />
      )}
    </div>
  );
}
