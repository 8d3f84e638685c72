import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useCandidateHistory } from '../api/get-candidate-history';
import { formatHistoryEntry } from '../lib/history-format';
import { HistoryEntryItem } from './history-entry';

/** The candidate's ETag is its stream revision (`"r7"`): the history entries after it are what changed since. */
export const revisionOfTag = (tag: string | undefined): number | null => {
  const match = /^(?:W\/)?"r(\d+)"$/.exec(tag ?? '');
  return match ? Number(match[1]) : null;
};

/** What others changed after the form was opened: who, when, each field old → new (the candidate's history). */
export function CandidateChangesSince({ candidateId, tag }: { candidateId: string; tag: string | undefined }) {
  const { t, i18n } = useTranslation('candidates');
  const history = useCandidateHistory(candidateId);
  const since = revisionOfTag(tag);
  if (history.isPending) return <Spinner size={24} />;
  if (history.isError) return <NonIdealState icon="error" description={t('history.loadFailed')} />;
  const entries = history.data.entries.filter((entry) => since === null || entry.revision > since);
  return (
    <ol className="tb-history__list">
      {entries.map((entry) => (
        <HistoryEntryItem key={entry.revision} entry={formatHistoryEntry(entry, t, i18n.language)} at={entry.at} />
      ))}
    </ol>
  );
}
