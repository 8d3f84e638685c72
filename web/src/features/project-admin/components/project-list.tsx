import { Alert, Button, Card, H4, Switch, Tag } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import type { ProjectView } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { useDeleteProject } from '../api/delete-project';
import { useUpdateProject } from '../api/save-project';
import type { ManagementArea } from './area';
import { FoldedDescription } from './folded-description';
import { useProjectToasts } from './use-project-toasts';

interface ProjectListProps {
  area: ManagementArea;
  projects: ProjectView[];
  onEdit: (project: ProjectView) => void;
}

/** The managed projects: badge, title, location and type, salary, description, switch. */
export function ProjectList({ area, projects, onEdit }: ProjectListProps) {
  const { t } = useTranslation('projectAdmin');
  const zh = useLanguageStore((s) => s.language) === 'zh';
  const toasts = useProjectToasts(area);
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const [deleting, setDeleting] = useState<ProjectView | null>(null);
  const title = (p: ProjectView) => (zh ? p.titleZh : p.titleEn);

  const toggle = (project: ProjectView, isActive: boolean) =>
    update.mutate(
      { id: project.id, body: { isActive } },
      { onSuccess: () => toasts.succeeded('update'), onError: (e) => toasts.failed('update', e) },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toasts.succeeded('delete'),
      onError: (e) => toasts.failed('delete', e),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="tb-project-list">
      {projects.map((project) => {
        const salary = (zh ? project.salaryRangeZh : project.salaryRangeEn) || project.salaryRange;
        return (
          <Card key={project.id} className="tb-project-list__item" data-project-id={project.id}>
            <div className="tb-project-list__head">
              <div className="tb-project-list__summary">
                <Tag intent={project.isActive ? 'success' : 'none'} round className="tb-project-list__badge">
                  {project.isActive ? t('management.active') : t('management.inactive')}
                </Tag>
                <H4 className="tb-project-list__title">{title(project)}</H4>
                <p className="tb-project-list__meta">
                  {zh ? project.locationZh : project.locationEn} · {zh ? project.typeZh : project.typeEn}
                  {salary && ` · ${t('management.salary')}: ${salary}`}
                </p>
              </div>
              <div className="tb-project-list__actions">
                <Switch
                  checked={project.isActive}
                  label={t('management.visible')}
                  disabled={update.isPending}
                  onChange={(event) => toggle(project, event.currentTarget.checked)}
                />
                <Button icon={<EditIcon />} variant="outlined" onClick={() => onEdit(project)}>
                  {t('management.edit')}
                </Button>
                <Button icon={<TrashIcon />} variant="outlined" intent="danger" onClick={() => setDeleting(project)}>
                  {t('management.delete')}
                </Button>
              </div>
            </div>
            <FoldedDescription html={zh ? project.descriptionZh : project.descriptionEn} />
          </Card>
        );
      })}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon={<TrashIcon />}
        confirmButtonText={t('management.delete')}
        cancelButtonText={t('management.cancel')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting && t('management.deleteConfirm', { title: title(deleting) })}</p>
      </Alert>
    </div>
  );
}
