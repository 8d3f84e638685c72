import { Button, Callout, Spinner } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { dialogRows } from '@tb/contracts';
import { useTranslation } from 'react-i18next';
import { useCandidateAsOf } from '../api/get-candidate-history';
import { formatDateTime } from '../lib/history-format';
import { detailRow, fieldValue } from './field-value';
import { ScoreSummary } from './score-summary';
import { StatusBadge } from './status-badge';

/** The interview section's rows but its flag, which the status badge above them shows. */
const EVALUATION_ROWS = dialogRows('interview').filter((row) => row.as !== 'flag');

/** The evaluation as it stood at `asOf`, replayed by the server; marked as a past view, never editable. */
export function AsOfView({ candidateId, asOf, onClear }: { candidateId: string; asOf: string; onClear(): void }) {
  const { t, i18n } = useTranslation('candidates');
  const then = useCandidateAsOf(candidateId, asOf);
  const c = then.data?.candidate;
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
          {EVALUATION_ROWS.map((row) =>
            detailRow(t(`fields.${row.field}`), fieldValue(row.field, c, t, i18n.language)),
          )}
          <ScoreSummary scores={c} />
        </>
      )}
      <Button size="small" icon="arrow-right" onClick={onClear} text={t('history.clear')} />
    </Callout>
  );
}
