import { Card } from '@blueprintjs/core';
import type { DashboardView } from '@tb/contracts';
import { useTranslation } from 'react-i18next';

/** A rate with one decimal; '-' when there is nothing to count (as the list's average with no score). */
const rate = (value: number, of: number) => (of > 0 ? `${value.toFixed(1)}%` : '-');

/** The four figures of the range; rates with one decimal. */
export function DashboardCards({ data }: { data: DashboardView }) {
  const { t } = useTranslation('dashboard');
  const cards = [
    {
      id: 'total-candidates',
      label: t('cards.totalCandidates'),
      value: String(data.totalCandidates),
      hint: t('cards.inRange', { count: data.days }),
    },
    {
      id: 'interview-rate',
      label: t('cards.interviewRate'),
      value: rate(data.interviewRate, data.totalCandidates),
      hint: t('cards.interviewedOf', { interviewed: data.interviewed, total: data.totalCandidates }),
    },
    {
      id: 'recommendation-rate',
      label: t('cards.recommendationRate'),
      value: rate(data.recommendationRate, data.interviewed),
      hint: t('cards.recommendedOf', { recommended: data.recommended, interviewed: data.interviewed }),
    },
    {
      id: 'active-projects',
      label: t('cards.activeProjects'),
      value: String(data.activeProjects),
      hint: t('cards.visible'),
    },
  ];
  return (
    <div className="tb-dashboard__cards">
      {cards.map((card) => (
        <Card key={card.id} className="tb-dashboard__card" data-testid={card.id}>
          <div className="tb-dashboard__card-label">{card.label}</div>
          <div className="tb-dashboard__card-value">{card.value}</div>
          <div className="tb-dashboard__card-hint">{card.hint}</div>
        </Card>
      ))}
    </div>
  );
}
