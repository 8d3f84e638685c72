import { Callout, Card, H4, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { DASHBOARD_RANGES, type DashboardRange, DEFAULT_DASHBOARD_RANGE, isDashboardRange } from '@tb/contracts';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';
import { useDashboard } from '../api/get-dashboard';
import { DashboardCards } from './dashboard-cards';
import { EducationChart, PositionChart, WeeklyChart } from './lazy-charts';
import { ParkedEventsNotice } from './parked-events-notice';
import './dashboard.css';

/** The Dashboard section of /admin: a range selector, the cards, the breakdowns as charts and the totals. */
export function AdminDashboardSection(_props: { user: SessionUser }) {
  const { t } = useTranslation('dashboard');
  const [days, setDays] = useState<DashboardRange>(DEFAULT_DASHBOARD_RANGE);
  const { data, isPending, isError } = useDashboard(days);
  return (
    <section className="tb-dashboard" aria-busy={isPending}>
      <div className="tb-dashboard__head">
        <h2 className="tb-dashboard__title">{t('title')}</h2>
        <HTMLSelect
          aria-label={t('range.label')}
          value={days}
          onChange={(e) => {
            const n = Number(e.currentTarget.value);
            if (isDashboardRange(n)) setDays(n);
          }}
          options={DASHBOARD_RANGES.map((n) => ({ value: n, label: t('range.option', { count: n }) }))}
        />
      </div>
      <ParkedEventsNotice />
      {isError && <Callout intent="danger">{t('loadFailed')}</Callout>}
      {isPending && <NonIdealState icon={<Spinner />} title={t('loading')} />}
      {data && (
        <>
          <DashboardCards data={data} />
          <div className="tb-dashboard__grid">
            <Panel title={t('positions.title')}>
              {data.positions.length === 0 ? (
                <Empty text={t('positions.empty')} />
              ) : (
                <PositionChart positions={data.positions} />
              )}
            </Panel>
            <Panel title={t('education.title')}>
              {data.education.length === 0 ? (
                <Empty text={t('education.empty')} />
              ) : (
                <EducationChart education={data.education} />
              )}
            </Panel>
          </div>
          <Panel title={t('weekly.title')}>
            <WeeklyChart weekly={data.weekly} />
          </Panel>
          <Panel title={t('totals.title')}>
            <dl className="tb-dashboard__totals">
              {(['users', 'projects', 'candidates'] as const).map((k) => (
                <div key={k} data-testid={`sum-${k}`}>
                  <dt>{t(`totals.${k}`)}</dt>
                  <dd>{data.totals[k]}</dd>
                </div>
              ))}
            </dl>
          </Panel>
        </>
      )}
    </section>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="tb-dashboard__panel">
      <H4>{title}</H4>
      <Suspense fallback={<Spinner size={24} aria-label={t('chartLoading')} />}>{children}</Suspense>
    </Card>
  );
}

const Empty = ({ text }: { text: string }) => <p className="tb-dashboard__empty">{text}</p>;
