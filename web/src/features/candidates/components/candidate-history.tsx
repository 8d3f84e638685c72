import { Callout, FormGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/ui/date-field';
import { useCandidateHistory } from '../api/get-candidate-history';
import { formatHistoryEntry } from '../lib/history-format';
import { AsOfView } from './as-of-view';
import { HistoryEntryItem } from './history-entry';

/** The date box speaks the reader's local time without a zone (YYYY-MM-DDTHH:mm:ss); the API wants an instant. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** Every change of the candidate, newest first, and the evaluation as it stood at a chosen moment. */
export function CandidateHistory({ candidateId }: { candidateId: string }) {
  const { t, i18n } = useTranslation('candidates');
  const history = useCandidateHistory(candidateId);
  const [asOf, setAsOf] = useState<string | null>(null);
  const entries = useMemo(
    () =>
      (history.data?.entries ?? []).map((entry) => ({
        at: entry.at,
        formatted: formatHistoryEntry(entry, t, i18n.language),
      })),
    [history.data, t, i18n.language],
  );

  return (
    <section className="tb-history" aria-label={t('history.title')}>
      <div className="tb-history__title">
        <h5 className="bp6-heading">{t('history.title')}</h5>
        {history.data && (
          <Tag minimal round>
            {t('history.count', { count: entries.length })}
          </Tag>
        )}
      </div>
      <FormGroup label={t('history.asOf')} labelFor="candidate-as-of" helperText={t('history.asOfHint')} inline>
        {/* In the page's language like every other date box of the admin, not the browser's (mm/dd/yyyy). */}
        <DateField
          id="candidate-as-of"
          withTime
          value={asOf ? toLocalInput(asOf) : ''}
          onChange={(local) => {
            const time = Date.parse(local);
            setAsOf(Number.isNaN(time) ? null : new Date(time).toISOString());
          }}
        />
      </FormGroup>
      {asOf && <AsOfView candidateId={candidateId} asOf={asOf} onClear={() => setAsOf(null)} />}
      {history.data?.erased && <Callout intent="danger">{t('history.erasedNote')}</Callout>}
      {history.isPending ? (
        <Spinner size={24} />
      ) : history.isError ? (
        <NonIdealState icon="error" description={t('history.loadFailed')} />
      ) : entries.length === 0 ? (
        <p className="bp6-text-muted">{t('history.none')}</p>
      ) : (
        <ol className="tb-history__list">
          {entries.map(({ at, formatted }) => (
            <HistoryEntryItem
              key={formatted.id}
              entry={formatted}
              at={at}
              // The event's own instant: the replay includes it, so the view shows the state right after it.
              onViewAsOf={setAsOf}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
