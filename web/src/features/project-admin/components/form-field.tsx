import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useLocalizeMessage } from '@/shared/i18n/localize-message';

interface FieldProps {
  id: string;
  label: string;
  /** A shared-schema message (a message ref: key and parameters); shown in the current language. */
  error?: string | undefined;
  labelInfo?: string | undefined;
  helper?: string | undefined;
  /** Marked for the admin to write: the document gave this field in the other language only. */
  toTranslate?: boolean;
  children: ReactNode;
}

/** A labelled project-form field with its validation message under it. */
export function Field({ id, label, error, labelInfo, helper, toTranslate, children }: FieldProps) {
  const localize = useLocalizeMessage();
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={labelInfo}
      intent={error ? 'danger' : toTranslate ? 'warning' : 'none'}
      helperText={error ? <span role="alert">{localize(error)}</span> : helper}
      className={`tb-project-form__field${toTranslate ? ' tb-project-form__field--to-translate' : ''}`}
    >
      {children}
    </FormGroup>
  );
}
