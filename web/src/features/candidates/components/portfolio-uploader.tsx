import { Button, Card, FileInput, FormGroup, H4, InputGroup, ProgressBar } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '@/shared/i18n/localize-message';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { CANDIDATES_QUERY_ROOT } from '../api/get-candidates';
import { uploadCandidatePortfolio } from '../api/upload-candidate-portfolio';
import { checkPortfolio, PORTFOLIO_ACCEPT } from '../lib/file-checks';

/** The separate portfolio uploader: a file and a candidate name (PDF, DOC, DOCX, ZIP, RAR; 50 MB). */
export function PortfolioUploader({ candidateId, candidateName }: { candidateId?: string; candidateName?: string }) {
  const { t } = useTranslation('candidates');
  const localize = useLocalizeMessage();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState(candidateName ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkPortfolio(chosen);
    // A refused file clears the choice: Upload must never send the file chosen before it.
    if (problem) {
      setFile(null);
      return toast.error({ title: localize(problem) ?? problem });
    }
    setFile(chosen);
  };
  const upload = async () => {
    if (!file || !name.trim()) return;
    setProgress(0);
    try {
      // Attached to the candidate with that id, else to the one candidate with that name (the server says
      // when there is none or several, and then attaches nothing).
      await uploadCandidatePortfolio(file, name.trim(), { candidateId }, setProgress);
      toast.success({ title: t('portfolio.uploaded') });
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: CANDIDATES_QUERY_ROOT });
    } catch (error) {
      toast.error({ title: t('add.uploadFailed'), description: errorMessage(error, t('add.uploadFailed')) });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Card>
      <H4>{t('portfolio.title')}</H4>
      <p className="bp6-text-muted">{t('portfolio.hint')}</p>
      <FormGroup label={t('portfolio.candidateName')} labelFor="portfolio-candidate">
        <InputGroup id="portfolio-candidate" value={name} onChange={(e) => setName(e.target.value)} />
      </FormGroup>
      <FileInput
        text={file?.name ?? t('add.choose')}
        buttonText={t('add.browse')}
        inputProps={{ accept: PORTFOLIO_ACCEPT, 'aria-label': t('portfolio.title') }}
        onInputChange={(e) => {
          choose(e.currentTarget.files?.[0]);
          // Emptied, so choosing the same file again (a second resume of the same name) is seen as a choice.
          e.currentTarget.value = '';
        }}
      />{' '}
      <Button
        intent="primary"
        disabled={!file || !name.trim() || progress !== null}
        onClick={upload}
        text={t('portfolio.upload')}
      />
      {progress !== null && <ProgressBar value={progress} intent="primary" />}
    </Card>
  );
}
