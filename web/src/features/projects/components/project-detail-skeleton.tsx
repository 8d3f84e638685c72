import { Button, Card, Classes, H1, H2, H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

const FACT_KEYS = ['company', 'location', 'commitment', 'compensation'];
const LINE_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * The detail page's layout while its opening loads (one the list did not hold): the same cards and boxes as the
 * page, with Blueprint's skeleton shimmer in place of the texts, and the loading text over them (not above: the
 * page would move when it goes). What loads then replaces boxes already in place; the page's minimum height
 * (projects.css) keeps the footer where it was.
 */
export function ProjectDetailSkeleton() {
  const { t } = useTranslation('projects');
  return (
    <div className="tb-projects__loading-area">
      <div className="tb-project-detail__layout tb-project-detail--skeleton" aria-hidden="true">
        <Card className="tb-project-detail__main">
          <H1 className="tb-project-detail__title">
            <span className={Classes.SKELETON}>Project title</span>
          </H1>
          <ul className="tb-project-facts tb-project-facts--large">
            {FACT_KEYS.map((key) => (
              <li key={key} className={Classes.SKELETON}>
                {key}
              </li>
            ))}
          </ul>
          <div className="tb-project-tags">
            <span className={Classes.SKELETON}>Tags</span>
          </div>
          <H2 className="tb-project-detail__heading">{t('detail.description')}</H2>
          <div className="tb-project-detail__description">
            {LINE_KEYS.map((key) => (
              <p key={key} className={Classes.SKELETON}>
                Description
              </p>
            ))}
          </div>
        </Card>
        <aside className="tb-project-detail__side">
          <Card className="tb-apply">
            <H3 className="tb-apply__title">{t('apply.title')}</H3>
            <p className={`tb-apply__body ${Classes.SKELETON}`}>{t('apply.signInHint')}</p>
            <Button className={Classes.SKELETON} size="large" fill tabIndex={-1}>
              {t('apply.apply')}
            </Button>
          </Card>
        </aside>
      </div>
      <p className="tb-projects__loading" role="status">
        {t('detail.loading')}
      </p>
    </div>
  );
}
