import { Card, H1, H2, NonIdealState, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, DollarIcon, ErrorIcon, MapMarkerIcon, OfficeIcon, TimeIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { paths } from '@/shared/lib/paths';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { LinkButton } from '@/shared/ui/link-button';
import { RichTextContent } from '@/shared/ui/rich-text/rich-text-content';
import { useProject } from '../api/get-project';
import { projectCard } from '../lib/project-card';
import { ApplyBlock } from './apply-block';
import { ProjectDetailSkeleton } from './project-detail-skeleton';
import './projects.css';

/**
 * /projects/:id: the project in the UI language and the apply block. Rendered by the server with its data (or its
 * 'not found'); reached from the list, it shows the list's data of it at once (get-project.ts).
 */
export function ProjectDetailPage() {
  const { t } = useTranslation('projects');
  const { id = '' } = useParams();
  const language = useLanguageStore((s) => s.language);
  const project = useProject(id);
  const card = project.data ? projectCard(project.data, language) : null;
  // No such opening (null), or it could not be read.
  const missing = project.data === null || project.isError;
  usePageTitle(card?.title ?? t(missing ? 'detail.notFound' : 'detail.loading'));

  return (
    <section className="tb-page tb-project-detail">
      <LinkButton to={paths.projects} variant="minimal" icon={<ArrowLeftIcon />} className="tb-project-detail__back">
        {t('detail.back')}
      </LinkButton>
      {project.isPending && <ProjectDetailSkeleton />}
      {missing && (
        <NonIdealState
          icon={<ErrorIcon size={48} />}
          title={t('detail.notFound')}
          description={t('detail.notFoundBody')}
        />
      )}
      {project.data && card && (
        <div className="tb-project-detail__layout">
          <Card className="tb-project-detail__main">
            <H1 className="tb-project-detail__title">{card.title}</H1>
            <ul className="tb-project-facts tb-project-facts--large">
              <li>
                <OfficeIcon aria-label={t('fields.company')} /> <span data-field="company">{card.company}</span>
              </li>
              <li>
                <MapMarkerIcon aria-label={t('fields.location')} /> <span data-field="location">{card.location}</span>
              </li>
              <li>
                <TimeIcon aria-label={t('fields.commitment')} /> <span data-field="commitment">{card.commitment}</span>
              </li>
              <li>
                <DollarIcon aria-label={t('fields.compensation')} />{' '}
                <span data-field="compensation">{card.compensation}</span>
              </li>
            </ul>
            <div className="tb-project-tags">
              {card.tags.map((tag) => (
                <Tag key={tag} minimal round intent="primary">
                  {tag}
                </Tag>
              ))}
            </div>
            <H2 className="tb-project-detail__heading">{t('detail.description')}</H2>
            <RichTextContent html={card.descriptionHtml} className="tb-project-detail__description" />
            {card.benefits.trim() && (
              <>
                <H2 className="tb-project-detail__heading">{t('detail.benefits')}</H2>
                <p className="tb-project-detail__benefits">{card.benefits}</p>
              </>
            )}
          </Card>
          <aside className="tb-project-detail__side">
            <ApplyBlock project={project.data} />
          </aside>
        </div>
      )}
    </section>
  );
}
