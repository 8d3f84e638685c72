import { H1, NonIdealState } from '@blueprintjs/core';
import { BriefcaseIcon, ErrorIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { useProjects } from '../api/get-projects';
import { projectCard } from '../lib/project-card';
import { ProjectTile, ProjectTileSkeleton } from './project-tile';
import './projects.css';

const SKELETON_KEYS = ['a', 'b', 'c', 'd'];

/** /projects: the open projects as a card grid, for anyone (no sign-in needed). */
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
        // Cards of the final size while the list loads, where the list will be, and the loading text over them (not
        // above: the grid would move up when it goes), so nothing moves when the list arrives.
        <div className="tb-projects__loading-area">
          <div className="tb-projects__grid" aria-hidden="true">
            {SKELETON_KEYS.map((key) => (
              <ProjectTileSkeleton key={key} />
            ))}
          </div>
          <p className="tb-projects__loading" role="status">
            {t('list.loading')}
          </p>
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
