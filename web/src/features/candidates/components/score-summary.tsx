import { ProgressBar } from '@blueprintjs/core';
import { type CandidateView, SCORE_FIELDS, type ScoreField } from '@tb/contracts';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../lib/status';

type Scores = Pick<CandidateView, ScoreField | 'averageScore'>;

/** Evaluation scores: the average out of 5 on a bar marked 0, 2.5 and 5, then a tile per score. */
export function ScoreSummary({ scores }: { scores: Scores }) {
  const { t } = useTranslation('candidates');
  return (
    <div className="tb-candidate__scores">
      <p>
        <strong className="tb-candidate__average">{formatScore(scores.averageScore)}</strong>
        <span className="bp6-text-muted"> / 5 · {t('detail.average')}</span>
      </p>
      <ProgressBar value={(scores.averageScore ?? 0) / 5} stripes={false} animate={false} intent="primary" />
      <div className="tb-candidate__marks" aria-hidden="true">
        <span>0</span>
        <span>2.5</span>
        <span>5</span>
      </div>
      <div className="tb-candidate__tiles">
        {SCORE_FIELDS.map((k) => (
          <div key={k} className="tb-candidate__tile">
            <span className="bp6-text-muted">{t(`fields.${k}`)}</span>
            <strong>{formatScore(scores[k])}</strong>
          </div>
        ))}
      </div>
    </div>
  );
}
