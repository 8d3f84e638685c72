import { Button, Callout, Card, H4 } from '@blueprintjs/core';
import type { ExtractedCandidateData, possibleDuplicate } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { useAttachResume, useSaveCandidate } from '../api/candidate-commands';
import { useCandidateDuplicates } from '../api/get-candidate-duplicates';
import { localDate } from '../lib/local-date';
import { CandidateFields, type Details, detailsOf, missingRequired } from './candidate-form';
import { ReviewPortfolio, type UploadedPortfolio } from './review-portfolio';

/** What the review form starts from: a resume upload's or an email's extraction, or nothing (typed by hand). */
export interface ReviewSource {
  data: ExtractedCandidateData | null;
  duplicates: z.infer<typeof possibleDuplicate>[];
  onSaved?: (id: string) => void;
  /** The uploaded resume itself, so it can go to an existing candidate instead of a new one. */
  file?: File;
  /** Why the uploaded file could not be read, in the reader's language. */
  readError?: string;
  /** The upload answer's warnings: `unreadableText` when the file's text layer is garbage or almost empty. */
  warnings?: string[];
}

/** 'Review Candidate Information': the extracted data to correct, possible duplicates, then Save Candidate. */
export function ReviewForm(props: { source: ReviewSource; onDone(): void; onOpenCandidate(id: string): void }) {
  const { t, i18n } = useTranslation('candidates');
  const { data, file, readError } = props.source;
  const list = new Intl.ListFormat(i18n.language === 'zh' ? 'zh-CN' : 'en-US');
  const attach = useAttachResume();
  const attachTo = (candidate: { id: string; name: string }) =>
    file &&
    attach.mutate(
      { candidateId: candidate.id, file },
      {
        onSuccess: () => {
          toast.success({ title: t('add.attached', { name: candidate.name }) });
          props.onDone();
        },
        onError: (error) =>
          toast.error({ title: t('add.uploadFailed'), description: errorMessage(error, t('add.uploadFailed')) }),
      },
    );
  // An uploaded resume was received today: that is its application date unless the admin sets another.
  const [details, setDetails] = useState<Details>(() => {
    const start = detailsOf(data ?? {});
    return data && !start.applyTime ? { ...start, applyTime: localDate() } : start;
  });
  // Checked again as the email and phone are typed or corrected; the upload's answer shows until then.
  const live = useCandidateDuplicates(details.email, details.phone);
  const typed = Boolean(details.email.trim() || details.phone.trim());
  const duplicates = typed ? (live.data?.duplicates ?? props.source.duplicates) : [];
  const [portfolio, setPortfolio] = useState<UploadedPortfolio | null>(null);
  const save = useSaveCandidate();
  const submit = () =>
    save.mutate(
      {
        ...details,
        ...(data?.resumeLink ? { resumeLink: data.resumeLink, resumeFileName: data.resumeFileName } : {}),
        ...(data?.emailId ? { emailId: data.emailId } : {}),
        ...(portfolio ? { portfolioLink: portfolio.portfolioLink } : {}),
      },
      {
        onSuccess: (answer) => {
          // Spec: a reviewed extraction says 'Candidate saved successfully', a hand-typed one 'Candidate added successfully'.
          toast.success({ title: t(data ? 'detail.saved' : 'add.added') });
          props.source.onSaved?.(answer.id);
          props.onDone();
        },
        onError: (error) =>
          toast.error({ title: t('add.saveFailed'), description: errorMessage(error, t('add.saveFailedDefault')) }),
      },
    );
  return (
    <Card className="tb-candidates__review">
      <H4>{t('add.reviewTitle')}</H4>
      {!data && <p className="bp6-text-muted">{t('add.manual')}</p>}
      {readError && (
        <Callout intent="danger" title={t('add.unreadable', { file: data?.resumeFileName ?? '' })}>
          {readError} {t('add.unreadableHint')}
        </Callout>
      )}
      {!readError && props.source.warnings?.includes('unreadableText') && (
        <Callout intent="warning" className="tb-candidates__unreadable">
          {t('add.unreadableText')}
        </Callout>
      )}
      {duplicates.length > 0 && (
        <Callout intent="warning" title={t('add.duplicates')} className="tb-candidates__duplicates">
          {duplicates.map((d) => (
            <div key={d.id}>
              <Button
                variant="minimal"
                size="small"
                intent="primary"
                onClick={() => props.onOpenCandidate(d.id)}
                text={d.name}
              />
              {` · ${[d.email, d.phone, d.position].filter(Boolean).join(' · ')} · `}
              {t('add.matchedOn', { fields: list.format(d.matchedOn.map((f) => t(`add.matchFields.${f}`))) })}{' '}
              {file && (
                <Button
                  size="small"
                  icon="link"
                  loading={attach.isPending}
                  onClick={() => attachTo(d)}
                  text={t('add.attach', { name: d.name })}
                />
              )}
            </div>
          ))}
        </Callout>
      )}
      <CandidateFields value={details} onChange={setDetails} />
      <ReviewPortfolio candidateName={details.name} value={portfolio} onChange={setPortfolio} />
      <div className="tb-candidate__actions">
        <Button onClick={props.onDone} text={t('detail.cancel')} />
        <Button
          intent="primary"
          disabled={missingRequired(details)}
          loading={save.isPending}
          onClick={submit}
          text={t('add.saveCandidate')}
        />
      </div>
    </Card>
  );
}
