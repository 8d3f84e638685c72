import { Button, FormGroup, H3, HTMLSelect, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { EditIcon, ErrorIcon } from '@blueprintjs/icons';
import type { ApplicationView } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { useApplications } from '../api/get-applications';
import {
  ALL_PROJECTS,
  applicantName,
  type BadgeStyle,
  filterApplications,
  STATUS_FILTERS,
  type StatusFilter,
  statusBadge,
} from '../lib/application-filters';
import { ApplicationStatusDialog } from './application-status-dialog';

const badge: Record<BadgeStyle, { intent: 'primary' | 'danger' | 'none'; minimal: boolean; className?: string }> = {
  default: { intent: 'primary', minimal: false },
  destructive: { intent: 'danger', minimal: false },
  secondary: { intent: 'none', minimal: true },
  outline: { intent: 'none', minimal: true, className: 'tb-badge--outline' },
};

/** The Applications view: filters, count, the table, newest first, and status changes. */
export function ApplicationsView() {
  const { t } = useTranslation('projectAdmin');
  const language = useLanguageStore((s) => s.language);
  const zh = language === 'zh';
  const applications = useApplications();
  const [projectId, setProjectId] = useState(ALL_PROJECTS);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [changing, setChanging] = useState<ApplicationView | null>(null);

  if (applications.isPending)
    return <Spinner aria-label={t('applications.loading')} className="tb-project-admin__status" />;
  if (applications.isError) return <NonIdealState icon={<ErrorIcon size={48} />} title={t('applications.failed')} />;

  const all = applications.data;
  const shown = filterApplications(all, projectId, status);
  const projects = [...new Map(all.map((a) => [a.projectId, a.project])).values()];
  const title = (a: ApplicationView) => (zh ? a.project.titleZh : a.project.titleEn);
  const date = (iso: string) => new Date(iso).toLocaleDateString(zh ? 'zh-CN' : 'en-US');

  return (
    <div className="tb-project-admin">
      <H3 className="tb-project-admin__title">{t('applications.title')}</H3>
      <p className="tb-project-admin__subtitle">{t('applications.subtitle')}</p>
      <div className="tb-applications__filters">
        <FormGroup label={t('applications.project')} labelFor="applications-project" inline>
          <HTMLSelect
            id="applications-project"
            value={projectId}
            onChange={(event) => setProjectId(event.currentTarget.value)}
            options={[
              { value: ALL_PROJECTS, label: t('applications.allProjects') },
              ...projects.map((p) => ({ value: p.id, label: zh ? p.titleZh : p.titleEn })),
            ]}
          />
        </FormGroup>
        <FormGroup label={t('applications.status')} labelFor="applications-status" inline>
          <HTMLSelect
            id="applications-status"
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as StatusFilter)}
            options={STATUS_FILTERS.map((value) => ({ value, label: t(`applications.statuses.${value}`) }))}
          />
        </FormGroup>
        <span className="tb-applications__count">
          {t('applications.showing', { shown: shown.length, total: all.length })}
        </span>
      </div>
      {shown.length === 0 ? (
        <NonIdealState title={all.length === 0 ? t('applications.none') : t('applications.noMatch')} />
      ) : (
        <HTMLTable className="tb-applications__table" striped>
          <thead>
            <tr>
              <th>{t('applications.columns.project')}</th>
              <th>{t('applications.columns.user')}</th>
              <th>{t('applications.columns.date')}</th>
              <th>{t('applications.columns.status')}</th>
              <th>{t('applications.columns.notes')}</th>
              <th>{t('applications.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((a) => {
              const style = badge[statusBadge(a.applicationStatus)];
              return (
                <tr key={a.id} data-application-id={a.id}>
                  <td>
                    <strong>{title(a)}</strong>
                    <div className="tb-applications__sub">{zh ? a.project.locationZh : a.project.locationEn}</div>
                  </td>
                  <td>
                    <strong>{applicantName(a)}</strong>
                    <div className="tb-applications__sub">{a.user?.email}</div>
                  </td>
                  <td>{date(a.appliedAt)}</td>
                  <td>
                    <Tag intent={style.intent} minimal={style.minimal} round className={style.className}>
                      {t(`applications.statuses.${a.applicationStatus}`)}
                    </Tag>
                  </td>
                  <td className="tb-applications__notes">{a.notes}</td>
                  <td>
                    <Button size="small" variant="outlined" icon={<EditIcon />} onClick={() => setChanging(a)}>
                      {t('applications.change')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      {changing && <ApplicationStatusDialog application={changing} onClose={() => setChanging(null)} />}
    </div>
  );
}
