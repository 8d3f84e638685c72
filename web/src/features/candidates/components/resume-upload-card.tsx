import { Button, Card, FileInput, H4, ProgressBar } from '@blueprintjs/core';
import type { uploadCandidateAnswer } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLocalizeMessage } from '@/shared/i18n/localize-message';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { uploadCandidateResume } from '../api/upload-candidate-resume';
import { checkResume, RESUME_ACCEPT } from '../lib/file-checks';

export type UploadAnswer = z.infer<typeof uploadCandidateAnswer>;

/** 'Upload Resume': the file is checked here, sent with a progress bar, and its extraction handed on. */
export function ResumeUploadCard({ onExtracted }: { onExtracted(answer: UploadAnswer, file: File): void }) {
  const { t } = useTranslation('candidates');
  const localize = useLocalizeMessage();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkResume(chosen);
    // A refused file clears the choice: Upload must never send the file chosen before it.
    if (problem) {
      setFile(null);
      return toast.error({ title: localize(problem) ?? problem });
    }
    setFile(chosen);
  };
  const process = async () => {
    if (!file) return;
    setProgress(0);
    try {
      onExtracted(await uploadCandidateResume(file, setProgress), file);
      setFile(null);
    } catch (error) {
      toast.error({ title: t('add.uploadFailed'), description: errorMessage(error, t('add.processFailed')) });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Card>
      <H4>{t('add.uploadTitle')}</H4>
      <p className="bp6-text-muted">{t('add.uploadHint')}</p>
      <div className="tb-candidates__upload">
        <FileInput
          text={file?.name ?? t('add.choose')}
          buttonText={t('add.browse')}
          hasSelection={file !== null}
          inputProps={{ accept: RESUME_ACCEPT, 'aria-label': t('add.uploadTitle') }}
          onInputChange={(e) => {
            choose(e.currentTarget.files?.[0]);
            // Emptied, so choosing the same file again (a second resume of the same name) is seen as a choice.
            e.currentTarget.value = '';
          }}
        />
        <Button
          intent="primary"
          icon="upload"
          disabled={!file || progress !== null}
          onClick={process}
          text={progress !== null ? t('add.processing') : t('add.upload')}
        />
      </div>
      {progress !== null && <ProgressBar value={progress} intent="primary" />}
    </Card>
  );
}
