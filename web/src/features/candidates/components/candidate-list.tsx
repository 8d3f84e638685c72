import { Button, Card, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { CANDIDATE_LIST_COLUMNS, type CandidateListQuery, type CandidateListRow, DEGREE_LEVELS } from '@tb/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCandidateCount, useCandidateFilters, useCandidatePages } from '../api/get-candidates';
import { resultLabel } from '../lib/history-format';
import { formatScore } from '../lib/status';
import { fieldValue } from './field-value';
import { StatusBadge } from './status-badge';

/**
 * All Candidates: server-side search and filters, newest application first, pages appended by Show more. Rows
 * carry the list's columns only (the catalogue's `column` fields, the average and the interview status); `onOpen`
 * gets the row, and the dialog reads the whole candidate.
 */
export function CandidateList({ onOpen }: { onOpen(candidate: CandidateListRow): void }) {
  const { t, i18n } = useTranslation('candidates');
  const [text, setText] = useState('');
  const [query, setQuery] = useState<CandidateListQuery>({});
  // Typing waits for a pause before asking the server.
  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => ({ ...q, q: text.trim() || undefined })), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useCandidatePages(query);
  const filters = useCandidateFilters();
  const set = (patch: Partial<CandidateListQuery>) => setQuery((q) => ({ ...q, ...patch }));
  const filtered = Boolean(query.q || query.role || query.degree || query.interviewed || query.result);
  const candidates = list.merged?.candidates ?? [];
  // Y of 'Showing X of Y' is every candidate (as Applications and Users count), not only the matches.
  const overall = useCandidateCount(filtered);
  const counted = filtered ? overall.data : list.merged;
  const total = Math.max(counted?.total ?? 0, candidates.length);
  const showing = counted?.totalExact === false ? 'showingAbout' : 'showing';

  return (
    <Card className="tb-candidates__list">
      <div className="tb-candidates__toolbar">
        <InputGroup
          leftIcon={<SearchIcon />}
          placeholder={t('search')}
          aria-label={t('search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <HTMLSelect
          aria-label={t('filters.role')}
          value={query.role ?? ''}
          onChange={(e) => set({ role: e.target.value || undefined })}
        >
          <option value="">{`${t('filters.role')}: ${t('filters.all')}`}</option>
          {filters.data?.roles.map((role) => (
            <option key={role} value={role}>{`${t('filters.role')}: ${role}`}</option>
          ))}
        </HTMLSelect>
        <HTMLSelect
          aria-label={t('filters.degree')}
          value={query.degree ?? ''}
          onChange={(e) => set({ degree: (e.target.value || undefined) as CandidateListQuery['degree'] })}
        >
          <option value="">{`${t('filters.degree')}: ${t('filters.all')}`}</option>
          {DEGREE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {`${t('filters.degree')}: ${t(`filters.degrees.${level}`)}`}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect
          aria-label={t('filters.interviewed')}
          value={query.interviewed ?? ''}
          onChange={(e) => set({ interviewed: (e.target.value || undefined) as CandidateListQuery['interviewed'] })}
        >
          <option value="">{`${t('filters.interviewed')}: ${t('filters.all')}`}</option>
          <option value="yes">{`${t('filters.interviewed')}: ${t('filters.yes')}`}</option>
          <option value="no">{`${t('filters.interviewed')}: ${t('filters.no')}`}</option>
        </HTMLSelect>
        <HTMLSelect
          aria-label={t('filters.result')}
          value={query.result ?? ''}
          onChange={(e) => set({ result: e.target.value || undefined })}
        >
          <option value="">{`${t('filters.result')}: ${t('filters.all')}`}</option>
          {filters.data?.results.map((result) => (
            <option key={result} value={result}>{`${t('filters.result')}: ${resultLabel(result, t)}`}</option>
          ))}
        </HTMLSelect>
      </div>
      {list.isPending ? (
        <Spinner size={30} aria-label={t('loading')} />
      ) : candidates.length === 0 ? (
        <NonIdealState description={filtered ? t('noMatch') : t('empty')} />
      ) : (
        <>
          <p className="tb-candidates__count">{t(showing, { shown: candidates.length, total })}</p>
          <HTMLTable interactive striped className="tb-candidates__table">
            <thead>
              <tr>
                {CANDIDATE_LIST_COLUMNS.map((column) => (
                  <th key={column}>{t(`columns.${column}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {candidates.map((c) => (
                <tr key={c.id} onClick={() => onOpen(c)} tabIndex={0} onKeyDown={(e) => e.key === 'Enter' && onOpen(c)}>
                  {CANDIDATE_LIST_COLUMNS.map((column) => (
                    <td key={column}>
                      {column === 'averageScore' ? (
                        <Tag minimal>{formatScore(c.averageScore)}</Tag>
                      ) : column === 'status' ? (
                        <StatusBadge candidate={c} />
                      ) : (
                        fieldValue(column, c, t, i18n.language)
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {list.hasNextPage && (
            <Button variant="minimal" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('more')}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
