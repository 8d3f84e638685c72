import { Callout, Card, H5, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import type { HistoryEntry } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCandidateAsOf, useCandidateHistory } from '../api/get-candidate-history';
import { formatScore } from '../lib/status';
import { StatusBadge } from './status-badge';

type Value = HistoryEntry['changes'][number]['old'];

/** Every change of the candidate's evaluation, newest first, and the evaluation as it stood on a chosen date. */
export function CandidateHistory({ candidateId }: { candidateId: string }) {
  const { t, i18n } = useTranslation('candidates');
  const history = useCandidateHistory(candidateId);
  const [asOfDate, setAsOfDate] = useState('');
  // The end of the chosen day, in the reader's time zone.
  const asOf = asOfDate ? new Date(`${asOfDate}T23:59:59.999`).toISOString() : null;
  const then = useCandidateAsOf(candidateId, asOf);
  const show = (value: Value, redacted: boolean) =>
    redacted
      ? t('history.redacted')
      : value === null || value === ''
        ? t('history.empty')
        : typeof value === 'number'
          ? formatScore(value)
          : String(value);

  return (
    <section className="tb-candidate__history" aria-label={t('history.title')}>
      <H5>{t('history.title')}</H5>
      <div className="tb-candidate__as-of">
        <label htmlFor="candidate-as-of">{t('history.asOf')}</label>
        <InputGroup id="candidate-as-of" type="date" value={asOfDate} onChange={(e) => setAsOfDate(e.target.value)} />
        <span className="bp6-text-muted">{t('history.asOfHint')}</span>
      </div>
      {asOf && then.data && (
        <Callout
          intent="primary"
          title={t('history.asOfShowing', { date: new Date(asOf).toLocaleDateString(i18n.language) })}
        >
          {then.data.candidate ? (
            <div className="tb-candidate__as-of-scores">
              <StatusBadge candidate={then.data.candidate} />{' '}
              {(['english', 'education', 'professionalSkills', 'projectExperience', 'collaboration'] as const).map(
                (k) => (
                  <Tag key={k} minimal>
                    {`${t(`fields.${k}`)} ${formatScore(then.data?.candidate?.[k])}`}
                  </Tag>
                ),
              )}
            </div>
          ) : (
            t('history.asOfNone')
          )}
        </Callout>
      )}
      {history.isPending ? (
        <Spinner size={24} />
      ) : (
        <ol className="tb-candidate__timeline">
          {history.data?.entries.map((entry) => (
            <li key={entry.id}>
              <Card compact>
                <strong>{t(`history.kinds.${entry.kind}`)}</strong>
                {entry.kind === 'added' && entry.source && (
                  <span>{` ${t(`history.sources.${entry.source}` as 'history.sources.form', { defaultValue: '' })}`}</span>
                )}
                <div className="bp6-text-muted">
                  {new Date(entry.at).toLocaleString(i18n.language)} ·{' '}
                  {entry.actor ? t('history.by', { name: entry.actor.name || entry.actor.email }) : t('history.system')}
                </div>
                {entry.changes.length > 0 && (
                  <ul className="tb-candidate__changes">
                    {entry.changes.map((change) => (
                      <li key={change.field}>
                        {t(`fields.${change.field}` as 'fields.name', { defaultValue: change.field })}:{' '}
                        <s>{show(change.old, change.redacted)}</s> →{' '}
                        <strong>{show(change.new, change.redacted)}</strong>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
