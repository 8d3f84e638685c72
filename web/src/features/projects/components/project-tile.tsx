import { Button, Card, Classes, H2, Tag } from '@blueprintjs/core';
import { ArrowRightIcon, DollarIcon, MapMarkerIcon, OfficeIcon, TimeIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/lib/paths';
import { LinkButton } from '@/shared/ui/link-button';
import type { ProjectCard } from '../lib/project-card';

/** One card of the /projects grid: an open opening's summary with a link to its page. */
export function ProjectTile({ card }: { card: ProjectCard }) {
  const { t } = useTranslation('projects');
  return (
    <Card className="tb-project-tile" elevation={1}>
      <H2 className="tb-project-tile__title">{card.title}</H2>
      <ul className="tb-project-facts">
        <li>
          <OfficeIcon aria-label={t('fields.company')} /> <span data-field="company">{card.company}</span>
        </li>
        <li>
          <MapMarkerIcon aria-label={t('fields.location')} /> <span data-field="location">{card.location}</span>
        </li>
        <li>
          <TimeIcon aria-label={t('fields.commitment')} /> <span data-field="commitment">{card.commitment}</span>
        </li>
      </ul>
      <div className="tb-project-tags">
        {card.tags.map((tag) => (
          <Tag key={tag} minimal round intent="primary">
            {tag}
          </Tag>
        ))}
      </div>
      <p className="tb-project-tile__summary">{card.summary}</p>
      <div className="tb-project-tile__footer">
        <span className="tb-project-pay" data-field="compensation">
          <DollarIcon aria-label={t('fields.compensation')} /> {card.compensation}
        </span>
        <LinkButton to={paths.project(card.id)} intent="primary" endIcon={<ArrowRightIcon />}>
          {t('list.viewDetails')}
        </LinkButton>
      </div>
    </Card>
  );
}

/**
 * A card of the same size while the list loads: the same boxes (each of a fixed height in projects.css) with
 * Blueprint's skeleton shimmer in place of the texts.
 */
export function ProjectTileSkeleton() {
  return (
    <Card className="tb-project-tile tb-project-tile--skeleton" elevation={1}>
      <H2 className="tb-project-tile__title">
        <span className={Classes.SKELETON}>Project title</span>
      </H2>
      <ul className="tb-project-facts">
        <li className={Classes.SKELETON}>Company, location, commitment</li>
      </ul>
      <div className="tb-project-tags">
        <span className={Classes.SKELETON}>Tags</span>
      </div>
      <p className={`tb-project-tile__summary ${Classes.SKELETON}`}>Summary</p>
      <div className="tb-project-tile__footer">
        <span className={`tb-project-pay ${Classes.SKELETON}`}>Compensation</span>
        <Button className={Classes.SKELETON} tabIndex={-1}>
          View Details
        </Button>
      </div>
    </Card>
  );
}
