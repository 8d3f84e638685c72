import { Card, H3, H4, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { ArrowRightIcon, ErrorIcon, ProjectsIcon, SearchIcon } from '@blueprintjs/icons';
import type { ApplicationView } from '@tb/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '@/shared/i18n/language-store';
import type { SessionUser } from '@/shared/lib/auth-store';
import { paths } from '@/shared/lib/paths';
import { LinkButton } from '@/shared/ui/link-button';
import { toast } from '@/shared/ui/toast';
import { useMyApplications } from '../api/get-my-applications';
import { type MyStatusKey, myStatusKey } from '../lib/application-status';
import { projectCard } from '../lib/project-card';
import './projects.css';

const intents: Record<MyStatusKey, 'primary' | 'warning' | 'success' | 'none'> = {
  applied: 'primary',
  reviewing: 'warning',
  accepted: 'success',
  other: 'none',
};

/** The profile's Projects tab ('My Projects'): the user's applications and their status. */
export function MyProjectsTab(_props: { user: SessionUser }) {
  const { t } = useTranslation('projects');
  const applications = useMyApplications();
  // A failed load is also said in a toast, once per failure.
  const failedAt = applications.isError ? applications.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error({ title: t('my.failed') });
  }, [failedAt, t]);
  const browse = (
    <LinkButton to={paths.projects} intent="primary" icon={<SearchIcon />}>
      {t('my.browse')}
    </LinkButton>
  );

  return (
    <Card className="tb-my-projects">
      <div className="tb-my-projects__header">
        <div>
          <H3 className="tb-my-projects__title">{t('my.title')}</H3>
          <p className="tb-my-projects__subtitle">{t('my.subtitle')}</p>
        </div>
        {browse}
      </div>
      {applications.isPending && <Spinner aria-label={t('my.loading')} className="tb-my-projects__status" />}
      {applications.isError && <NonIdealState icon={<ErrorIcon size={48} />} title={t('my.failed')} />}
      {applications.data?.length === 0 && (
        <NonIdealState icon={<ProjectsIcon size={48} />} title={t('my.emptyTitle')} description={t('my.emptyBody')} />
      )}
      {applications.data && applications.data.length > 0 && (
        <ul className="tb-my-projects__list">
          {applications.data.map((application) => (
            <ApplicationItem key={application.id} application={application} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ApplicationItem({ application }: { application: ApplicationView }) {
  const { t } = useTranslation('projects');
  const language = useLanguageStore((s) => s.language);
  const card = projectCard(application.project, language);
  const status = myStatusKey(application.applicationStatus);
  const date = new Date(application.appliedAt).toLocaleDateString(language === 'zh' ? 'zh-CN' : 'en-US');
  return (
    <li className="tb-my-projects__item" data-project-id={application.projectId}>
      <div className="tb-my-projects__main">
        <H4 className="tb-my-projects__name">{card.title}</H4>
        <p className="tb-my-projects__meta">
          {card.location} · {card.commitment} · {t('my.appliedOn', { date })}
        </p>
        {application.notes.trim() && (
          <p className="tb-my-projects__notes">
            <strong>{t('my.notes')}:</strong> {application.notes}
          </p>
        )}
      </div>
      <Tag intent={intents[status]} round large className="tb-my-projects__status-tag">
        {t(`my.status.${status}`)}
      </Tag>
      <LinkButton to={paths.project(application.projectId)} variant="outlined" endIcon={<ArrowRightIcon />}>
        {t('my.viewDetails')}
      </LinkButton>
    </li>
  );
}
