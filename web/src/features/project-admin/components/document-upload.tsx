import { Callout, FileInput, ProgressBar } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import type { ExtractedProjectView } from '@tb/contracts';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast';
import { extractProject } from '../api/extract-project';
import { DOCUMENT_ACCEPT, documentProblem } from '../lib/document-check';

type Stage = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'extracting' };

/** An opening's document (PDF or Word, at most 5 MB) pre-fills the project form. */
export function DocumentUpload({ onExtracted }: { onExtracted: (fields: ExtractedProjectView) => void }) {
  const { t } = useTranslation('projectAdmin');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [fileName, setFileName] = useState('');
  const [problem, setProblem] = useState<'wrongType' | 'tooLarge' | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setFileName(file.name);
    const found = documentProblem(file);
    setProblem(found);
    if (found) {
      toast.error({ title: t(`upload.${found}`) });
      return;
    }
    setStage({ kind: 'uploading', fraction: 0 });
    try {
      const fields = await extractProject(file, (fraction) =>
        setStage(fraction >= 1 ? { kind: 'extracting' } : { kind: 'uploading', fraction }),
      );
      onExtracted(fields);
      toast.success({ title: t('toast.extractedTitle'), description: t('toast.extracted') });
    } catch {
      toast.error({ title: t('toast.extractionFailedTitle'), description: t('toast.extractionFailed') });
    } finally {
      setStage({ kind: 'idle' });
    }
  };

  const busy = stage.kind !== 'idle';
  return (
    <Callout className="tb-document-upload" icon={<DocumentIcon />} title={t('upload.title')}>
      <p>{t('upload.body')}</p>
      <FileInput
        className="tb-document-upload__input"
        text={fileName || t('upload.noFile')}
        hasSelection={fileName !== ''}
        buttonText={t('upload.choose')}
        disabled={busy}
        inputProps={{ accept: DOCUMENT_ACCEPT, 'aria-label': t('upload.title') }}
        onInputChange={onChange}
      />
      {problem && (
        <p className="tb-document-upload__problem" role="alert">
          {t(`upload.${problem}`)}
        </p>
      )}
      {busy && (
        <div className="tb-document-upload__progress" role="status">
          <ProgressBar
            intent="primary"
            value={stage.kind === 'uploading' ? stage.fraction : undefined}
            stripes={stage.kind === 'extracting'}
          />
          <span>
            {stage.kind === 'uploading'
              ? t('upload.uploading', { percent: Math.round(stage.fraction * 100) })
              : t('upload.extracting')}
          </span>
        </div>
      )}
    </Callout>
  );
}
