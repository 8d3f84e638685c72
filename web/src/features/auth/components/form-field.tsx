import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLocalizeMessage } from '@/shared/i18n/localize-message';

interface FormFieldProps {
  id: string;
  label: string;
  /** A validation message as the shared schemas name it (a message ref); shown in the current language. */
  error?: string | undefined;
  helper?: ReactNode;
  labelInfo?: string;
  children: ReactNode;
}

/** A labelled field with its validation message under it. */
export function FormField({ id, label, error, helper, labelInfo, children }: FormFieldProps) {
  const localize = useLocalizeMessage();
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={labelInfo}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span role="alert">{localize(error)}</span> : helper}
      className="tb-field"
    >
      {children}
    </FormGroup>
  );
}

/** react-hook-form's `register` for Blueprint inputs, which take the element ref as `inputRef`. */
export function bindInput({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, inputRef: ref };
}
