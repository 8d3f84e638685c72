import { Tag } from '@blueprintjs/core';
import type { CandidateView } from '@tb/contracts';
import { useTranslation } from 'react-i18next';
import { interviewStatus } from '../lib/status';

export function StatusBadge({ candidate }: { candidate: Pick<CandidateView, 'isInterviewed' | 'interviewResult'> }) {
  const { t } = useTranslation('candidates');
  const status = interviewStatus(candidate);
  const label =
    status.kind === 'result'
      ? t(`results.${status.result}` as 'results.Pending', { defaultValue: status.result })
      : t(`status.${status.kind}`);
  return (
    <Tag intent={status.intent} round>
      {label}
    </Tag>
  );
}
