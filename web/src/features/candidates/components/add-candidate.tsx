import { Button, Callout, Card, FileInput, H4, ProgressBar } from '@blueprintjs/core';
import {
  CANDIDATE_RESUME_MAX_BYTES,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
  type uploadCandidateAnswer,
} from '@tb/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLocalizeMessage } from '@/shared/i18n/localize-message';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { useSaveCandidate } from '../api/candidate-commands';
import { uploadCandidateResume } from '../api/upload-candidate-resume';
import { CandidateFields, type Details, detailsOf } from './candidate-form';
import { PortfolioUploader } from './portfolio-uploader';

type Upload = z.infer<typeof uploadCandidateAnswer>;
const EXTENSIONS = /\.(pdf|docx?)$/i;

/** Add Candidate: upload a resume → review the extracted data (duplicates shown) → save. */
export function AddCandidate({
  loadFromEmail,
  onOpenCandidate,
}: {
  loadFromEmail?: ReactNode;
  onOpenCandidate(id: string): void;
}) {
  const { t } = useTranslation('candidates');
  const localize = useLocalizeMessage();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [details, setDetails] = useState<Details>(detailsOf({}));
  const save = useSaveCandidate();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!EXTENSIONS.test(chosen.name)) return toast.error({ title: localize(RESUME_WRONG_TYPE) ?? RESUME_WRONG_TYPE });
    if (chosen.size > CANDIDATE_RESUME_MAX_BYTES)
      return toast.error({ title: localize(RESUME_TOO_LARGE) ?? RESUME_TOO_LARGE });
    setFile(chosen);
  };
  const process = async () => {
    if (!file) return;
    setProgress(0);
    try {
      const answer = await uploadCandidateResume(file, setProgress);
      setUpload(answer);
      setDetails(detailsOf(answer.extractedData));
    } catch (error) {
      toast.error({ title: t('add.uploadFailed'), description: errorMessage(error, t('add.processFailed')) });
    } finally {
      setProgress(null);
    }
  };
  const reset = () => {
    setUpload(null);
    setFile(null);
    setDetails(detailsOf({}));
  };
  const submit = () =>
    save.mutate(
      {
        ...details,
        ...(upload
          ? { resumeLink: upload.extractedData.resumeLink, resumeFileName: upload.extractedData.resumeFileName }
          : {}),
      },
      {
        onSuccess: () => {
          toast.success({ title: t(upload ? 'detail.saved' : 'add.added') });
          reset();
        },
        onError: (error) =>
          toast.error({ title: t('add.saveFailed'), description: errorMessage(error, t('add.saveFailedDefault')) }),
      },
    );

  return (
    <div className="tb-candidates__add">
      <Card>
        <H4>{t('add.uploadTitle')}</H4>
        <p className="bp6-text-muted">{t('add.uploadHint')}</p>
        <FileInput
          text={file?.name ?? t('add.choose')}
          inputProps={{ accept: '.pdf,.doc,.docx', 'aria-label': t('add.uploadTitle') }}
          onInputChange={(e) => choose(e.currentTarget.files?.[0])}
        />{' '}
        <Button
          intent="primary"
          disabled={!file || progress !== null}
          onClick={process}
          text={progress !== null ? t('add.processing') : t('add.upload')}
        />
        {progress !== null && <ProgressBar value={progress} intent="primary" />}
      </Card>
      {loadFromEmail}
      <PortfolioUploader />
      <Card>
        <H4>{t('add.reviewTitle')}</H4>
        {!upload && <p className="bp6-text-muted">{t('add.manual')}</p>}
        {upload && upload.duplicates.length > 0 && (
          <Callout intent="warning" title={t('add.duplicates')}>
            {upload.duplicates.map((d) => (
              <div key={d.id}>
                {d.name} · {d.email || d.phone}{' '}
                <Button variant="minimal" size="small" onClick={() => onOpenCandidate(d.id)} text={t('add.open')} />
              </div>
            ))}
          </Callout>
        )}
        <CandidateFields value={details} onChange={setDetails} />
        <div className="tb-candidate__actions">
          <Button onClick={reset} text={t('detail.cancel')} />
          <Button
            intent="primary"
            disabled={!details.name.trim()}
            loading={save.isPending}
            onClick={submit}
            text={t('add.saveCandidate')}
          />
        </div>
      </Card>
    </div>
  );
}
