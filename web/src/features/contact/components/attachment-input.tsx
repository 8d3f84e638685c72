import { Button, FileInput, FormGroup } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT } from '../lib/attachment';
import type { Attachment } from './use-attachment';

const ID = 'contact-file';

/** The optional file with its hint, or the inline 'File exceeds 2MB limit' message when it is too large. */
export function AttachmentInput({ attachment, disabled }: { attachment: Attachment; disabled: boolean }) {
  const { t } = useTranslation('contact');
  const { file, status, inputRef, choose, clear } = attachment;
  const tooLarge = status === 'too-large';
  return (
    <FormGroup
      label={t('fields.attachment')}
      labelFor={ID}
      labelInfo={t('fields.optional')}
      intent={tooLarge ? 'danger' : 'none'}
      helperText={tooLarge ? <span role="alert">{t('toast.fileTooLargeInline')}</span> : t('fields.attachmentHint')}
      className="tb-contact__field"
    >
      <div className="tb-contact__file">
        <FileInput
          fill
          disabled={disabled}
          hasSelection={file !== null}
          text={file?.name ?? t('fields.chooseFile')}
          buttonText={t('fields.browse')}
          inputProps={{ id: ID, accept: ATTACHMENT_ACCEPT, ref: inputRef }}
          onInputChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        {file && (
          <Button
            variant="minimal"
            icon={<CrossIcon />}
            aria-label={t('fields.removeFile')}
            title={t('fields.removeFile')}
            disabled={disabled}
            onClick={clear}
          />
        )}
      </div>
    </FormGroup>
  );
}
