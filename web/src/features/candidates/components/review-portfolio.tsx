import { FileInput, FormGroup, ProgressBar, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '@/shared/i18n/localize-message';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { uploadCandidatePortfolio } from '../api/upload-candidate-portfolio';
import { checkPortfolio, PORTFOLIO_ACCEPT } from '../lib/file-checks';

export interface UploadedPortfolio {
  portfolioLink: string;
  portfolioFileName: string;
}

/** The review form's portfolio upload: stored under the candidate's name, saved with the candidate. */
export function ReviewPortfolio(props: {
  candidateName: string;
  value: UploadedPortfolio | null;
  onChange(value: UploadedPortfolio | null): void;
}) {
  const { t } = useTranslation('candidates');
  const localize = useLocalizeMessage();
  const [progress, setProgress] = useState<number | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkPortfolio(file);
    if (problem) return toast.error({ title: localize(problem) ?? problem });
    setProgress(0);
    try {
      props.onChange(await uploadCandidatePortfolio(file, props.candidateName.trim(), { review: true }, setProgress));
    } catch (error) {
      toast.error({ title: t('add.uploadFailed'), description: errorMessage(error, t('add.uploadFailed')) });
    } finally {
      setProgress(null);
    }
  };
  return (
    <FormGroup
      label={t('fields.portfolioFile')}
      labelFor="review-portfolio"
      helperText={props.candidateName.trim() ? t('portfolio.hint') : t('portfolio.needName')}
    >
      {props.value ? (
        <Tag large minimal icon="paperclip" onRemove={() => props.onChange(null)}>
          {props.value.portfolioFileName}
        </Tag>
      ) : (
        <FileInput
          disabled={!props.candidateName.trim() || progress !== null}
          text={t('add.choose')}
          buttonText={t('add.browse')}
          inputProps={{ id: 'review-portfolio', accept: PORTFOLIO_ACCEPT }}
          onInputChange={(e) => void choose(e.currentTarget.files?.[0])}
        />
      )}
      {progress !== null && <ProgressBar value={progress} intent="primary" />}
    </FormGroup>
  );
}
