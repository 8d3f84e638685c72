import { Callout, Card, H1, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, TimeIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { LinkButton } from './link-button';

interface ComingSoonProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** Extra links, e.g. between the sign-in screens. */
  actions?: ReactNode;
}

/** The stand-in for a screen that a later release delivers; says so on screen in the current language. */
export function ComingSoon({ icon, title, description, actions }: ComingSoonProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <section className="tb-page tb-coming-soon">
      <Card className="tb-coming-soon__card" elevation={1}>
        <div className="tb-coming-soon__icon">{icon}</div>
        <Tag round minimal intent="primary" className="tb-coming-soon__badge">
          {t('placeholder.badge')}
        </Tag>
        <H1 className="tb-coming-soon__title">{title}</H1>
        <p className="tb-coming-soon__description">{description}</p>
        <Callout intent="primary" icon={<TimeIcon />} className="tb-coming-soon__notice">
          {t('placeholder.notice')}
        </Callout>
        <div className="tb-coming-soon__actions">
          {actions}
          <LinkButton to={paths.home} variant="minimal" icon={<ArrowLeftIcon />}>
            {t('placeholder.backHome')}
          </LinkButton>
        </div>
      </Card>
    </section>
  );
}
