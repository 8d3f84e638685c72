import { Callout, Card, H5, Intent, Spinner, Tag } from '@blueprintjs/core';
import type { ApplicationView } from '@tb/contracts';
import { useTranslation } from 'react-i18next';
import { useUserApplications } from '../api/get-user-applications';

/** Status badges: approved default, rejected destructive, reviewing secondary, else outline. */
const statusIntent = (status: ApplicationView['applicationStatus']): { intent: Intent; minimal: boolean } => {
  if (status === 'approved') return { intent: Intent.SUCCESS, minimal: false };
  if (status === 'rejected') return { intent: Intent.DANGER, minimal: false };
  if (status === 'reviewing') return { intent: Intent.PRIMARY, minimal: true };
  return { intent: Intent.NONE, minimal: true };
};

/** 'Applied Projects (n)': title, location, type, status badge, applied date and notes, in the screen's language. */
export function UserApplications({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('users');
  const zh = i18n.language === 'zh';
  const { data, isPending, isError } = useUserApplications(userId);
  return (
    <section className="tb-users__applications">
      <H5>{t('details.appliedProjects', { count: data?.length ?? 0 })}</H5>
      {isPending && <Spinner size={20} />}
      {isError && <Callout intent="danger">{t('details.applicationsFailed')}</Callout>}
      {data?.length === 0 && <p className="tb-users__muted">{t('details.noApplications')}</p>}
      {data?.map((a) => {
        const p = a.project;
        const badge = statusIntent(a.applicationStatus);
        return (
          <Card key={a.id} compact className="tb-users__application" data-testid="user-application">
            <div className="tb-users__card-head">
              <strong>{zh ? p.titleZh : p.titleEn}</strong>
              <Tag {...badge}>{t(`status.${a.applicationStatus}`)}</Tag>
            </div>
            <div className="tb-users__muted">
              {[zh ? p.locationZh : p.locationEn, zh ? p.typeZh : p.typeEn].filter(Boolean).join(' · ')}
            </div>
            <div className="tb-users__muted">
              {t('details.appliedOn', { date: new Date(a.appliedAt).toLocaleDateString(zh ? 'zh-CN' : 'en-US') })}
            </div>
            {a.notes && <p className="tb-users__notes">{t('details.notes', { notes: a.notes })}</p>}
          </Card>
        );
      })}
    </section>
  );
}
