import { H1, NonIdealState, Spinner } from '@blueprintjs/core';
import { BriefcaseIcon, ErrorIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useProjects } from '../api/get-projects';
import { projectCard } from '../lib/project-card';
import { ProjectTile } from './project-tile';
import './projects.css';

/** /projects (spec section 2): the open projects as a card grid. */
export function ProjectsPage() {
  const { t } = useTranslation('projects');
  usePageTitle(t('list.title'));
  const language = useLanguageStore((s) => s.language);
  const projects = useProjects();

  return (
    <section className="tb-page tb-projects">
      <header className="tb-projects__header">
        <H1 className="tb-projects__title">{t('list.title')}</H1>
        <p className="tb-projects__subtitle">{t('list.subtitle')}</p>
      </header>
      {projects.isPending && (
        <div className="tb-projects__status" role="status">
          <Spinner size={20} /> {t('list.loading')}
        </div>
      )}
      {projects.isError && <NonIdealState icon={<ErrorIcon size={48} />} title={t('list.failed')} />}
      {projects.data?.length === 0 && (
        <NonIdealState icon={<BriefcaseIcon size={48} />} title={t('list.empty')} description={t('list.emptyBody')} />
      )}
      {projects.data && projects.data.length > 0 && (
        <div className="tb-projects__grid">
          {projects.data.map((project) => (
            <ProjectTile key={project.id} card={projectCard(project, language)} />
          ))}
        </div>
      )}
    </section>
  );
}
