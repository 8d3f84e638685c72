import { Button, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { SendMessageIcon } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactFields, contactFields, messageRef } from '@tb/contracts';
import type { ReactNode } from 'react';
import { type FieldErrors, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLocalizeMessage } from '@/shared/i18n/localize-message';
import { track } from '@/shared/lib/analytics';
import { ApiError } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { AttachmentInput } from './attachment-input';
import { useAttachment } from './use-attachment';
import './contact.css';

type ContactInput = z.input<typeof contactFields>;

const EMPTY: ContactInput = { name: '', email: '', company: '', message: '' };
const REQUIRED = messageRef('contact.requiredFields');

/** Blueprint inputs take react-hook-form's element ref as `inputRef`. */
function bind({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, inputRef: ref };
}

/** The contact form: idle, sending, success (cleared) or error (kept). */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const localize = useLocalizeMessage();
  const send = useSendContactMessage();
  const attachment = useAttachment();
  const { register, handleSubmit, reset, formState } = useForm<ContactInput, unknown, ContactFields>({
    resolver: zodResolver(contactFields),
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const sending = send.isPending;

  const onValid = (fields: ContactFields) => {
    track('form_submit', { form: 'contact', has_attachment: attachment.file !== null });
    send.mutate(
      { fields, file: attachment.file },
      {
        onSuccess: (answer) => {
          toast.success({ title: t('toast.sentTitle'), description: answer.message || t('toast.sentFallback') });
          reset(EMPTY);
          attachment.clear();
          track('form_submit_result', { form: 'contact', result: 'success' });
        },
        onError: (error) => {
          // An answer from the server is a failed send; no answer at all is the network.
          const description =
            error instanceof ApiError ? (error.serverMessage ?? t('toast.failed')) : t('toast.network');
          toast.error({ title: t('toast.errorTitle'), description });
          track('form_submit_result', { form: 'contact', result: 'error' });
        },
      },
    );
  };

  const onInvalid = (invalid: FieldErrors<ContactInput>) => {
    const messages = Object.values(invalid).map((error) => error?.message);
    const first = messages.includes(REQUIRED) ? REQUIRED : messages.find(Boolean);
    toast.error({ title: t('toast.errorTitle'), description: localize(first ?? REQUIRED) });
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (attachment.status === 'too-large') {
      event.preventDefault();
      toast.error({ title: t('toast.errorTitle'), description: t('toast.submitBlocked') });
      return;
    }
    void handleSubmit(onValid, onInvalid)(event);
  };

  return (
    <form
      id="contact-form"
      method="post"
      className="tb-contact"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('formLabel')}
    >
      <div className="tb-contact__row">
        <Field id="contact-name" label={t('fields.name')} info={t('fields.required')} error={errors.name?.message}>
          <InputGroup
            id="contact-name"
            autoComplete="name"
            placeholder={t('fields.namePlaceholder')}
            intent={errors.name ? 'danger' : 'none'}
            disabled={sending}
            {...bind(register('name'))}
          />
        </Field>
        <Field id="contact-email" label={t('fields.email')} info={t('fields.required')} error={errors.email?.message}>
          <InputGroup
            id="contact-email"
            type="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            intent={errors.email ? 'danger' : 'none'}
            disabled={sending}
            {...bind(register('email'))}
          />
        </Field>
      </div>
      <Field
        id="contact-company"
        label={t('fields.company')}
        info={t('fields.optional')}
        error={errors.company?.message}
      >
        <InputGroup
          id="contact-company"
          autoComplete="organization"
          placeholder={t('fields.companyPlaceholder')}
          disabled={sending}
          {...bind(register('company'))}
        />
      </Field>
      <Field
        id="contact-message"
        label={t('fields.message')}
        info={t('fields.required')}
        error={errors.message?.message}
      >
        <TextArea
          id="contact-message"
          fill
          rows={5}
          placeholder={t('fields.messagePlaceholder')}
          intent={errors.message ? 'danger' : 'none'}
          disabled={sending}
          {...bind(register('message'))}
        />
      </Field>
      <AttachmentInput attachment={attachment} disabled={sending} />
      <Button type="submit" intent="primary" size="large" fill endIcon={<SendMessageIcon />} disabled={sending}>
        {sending ? t('sending') : t('submit')}
      </Button>
      <p className="tb-contact__privacy">{t('privacy')}</p>
    </form>
  );
}

interface FieldProps {
  id: string;
  label: string;
  info: string;
  /** A schema message (a message ref: key and parameters); shown in the page's language. */
  error: string | undefined;
  children: ReactNode;
}

function Field({ id, label, info, error, children }: FieldProps) {
  const localize = useLocalizeMessage();
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={info}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span role="alert">{localize(error)}</span> : undefined}
      className="tb-contact__field"
    >
      {children}
    </FormGroup>
  );
}
