import { Button, Callout, Spinner } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useCandidateAsOf } from '../api/get-candidate-history';
import { formatDateTime, resultLabel } from '../lib/history-format';
import { formatDate } from '../lib/status';
import { ScoreSummary } from './score-summary';
import { StatusBadge } from './status-badge';

/** The evaluation as it stood at `asOf`, replayed by the server; marked as a past view, never editable. */
export function AsOfView({ candidateId, asOf, onClear }: { candidateId: string; asOf: string; onClear(): void }) {
  const { t, i18n } = useTranslation('candidates');
  const then = useCandidateAsOf(candidateId, asOf);
  const c = then.data?.candidate;
  const row = (label: string, value: string) =>
    value ? (
      <div className="tb-candidate__row">
        <span className="bp6-text-muted">{label}</span>
        <span>{value}</span>
      </div>
    ) : null;
  return (
    <Callout
      intent="warning"
      icon={<HistoryIcon />}
      className="tb-candidate__as-of-view"
      title={`${t('history.asOfPast')} · ${t('history.asOfShowing', { date: formatDateTime(asOf, i18n.language) })}`}
      role="region"
      aria-label={t('history.asOfPast')}
    >
      {then.isPending ? (
        <Spinner size={20} />
      ) : !c ? (
        <p>{then.data?.erased ? t('history.asOfErased') : t('history.asOfNone')}</p>
      ) : (
        <>
          <div className="tb-candidate__header">
            <StatusBadge candidate={c} />
          </div>
          {row(t('fields.interviewTime'), formatDate(c.interviewTime, i18n.language))}
          {row(t('fields.interviewer'), c.interviewer)}
          {row(t('fields.interviewResult'), c.interviewResult && resultLabel(c.interviewResult, t))}
          {row(t('fields.expectedSalary'), c.expectedSalary)}
          {row(t('fields.interviewComments'), c.interviewComments)}
          <ScoreSummary scores={c} />
        </>
      )}
      <Button size="small" icon="arrow-right" onClick={onClear} text={t('history.clear')} />
    </Callout>
  );
}
