import { Button, FileInput, ProgressBar } from '@blueprintjs/core';
import { UploadIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  file: File | null;
  onChoose(file: File | undefined): void;
  onUpload(): void;
  /** 0–1 while uploading, else null. */
  progress: number | null;
  accept: string;
  choose: string;
  hint: string;
  upload: string;
}

/** A file picker, its upload button and the upload's progress bar. */
export function FileUpload(props: Props) {
  const { t } = useTranslation('resume');
  const hintId = useId();
  const busy = props.progress !== null;
  const percent = Math.round((props.progress ?? 0) * 100);
  return (
    <div className="tb-file-upload">
      <div className="tb-file-upload__row">
        <FileInput
          className="tb-file-upload__input"
          fill
          text={props.file?.name ?? props.choose}
          hasSelection={props.file !== null}
          buttonText={t('browse')}
          disabled={busy}
          inputProps={{ accept: props.accept, 'aria-label': props.choose, 'aria-describedby': hintId }}
          onInputChange={(event) => {
            props.onChoose(event.currentTarget.files?.[0]);
            // The same file can be chosen again after a refusal.
            event.currentTarget.value = '';
          }}
        />
        <Button intent="primary" icon={<UploadIcon />} disabled={!props.file || busy} onClick={props.onUpload}>
          {busy ? t('uploading') : props.upload}
        </Button>
      </div>
      <p id={hintId} className="tb-file-upload__hint">
        {props.hint}
      </p>
      {busy && (
        <div className="tb-file-upload__progress" role="status">
          <ProgressBar value={props.progress ?? 0} intent="primary" stripes={false} aria-label={props.upload} />
          <span>{t('uploadingPercent', { percent })}</span>
        </div>
      )}
    </div>
  );
}
