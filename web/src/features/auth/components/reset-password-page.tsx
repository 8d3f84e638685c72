import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { ArrowLeftIcon, KeyIcon, TickCircleIcon } from '@blueprintjs/icons';
import { messageRef } from '@tb/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '@/shared/i18n/localize-message';
import { ApiError, errorMessage } from '@/shared/lib/api-client';
import { paths } from '@/shared/lib/paths';
import { LinkButton } from '@/shared/ui/link-button';
import { toast } from '@/shared/ui/toast';
import { useForgotPassword, useResetPassword } from '../api/reset-password';
import { useCountdown } from '../lib/countdown';
import { emailProblem, RESEND_SECONDS, type ResetProblem, resetProblem } from '../lib/reset-checks';
import { AuthCard } from './auth-card';
import { AuthSubmitButton } from './auth-submit-button';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

const CODE_LENGTH = 6;

/** /reset-password: code by email, then a new password. */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const [values, setValues] = useState({ email: '', code: '', password: '', confirm: '' });
  const [codeSent, setCodeSent] = useState(false);
  const countdown = useCountdown();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  // The value is read at once: React may run the updater after the event, when currentTarget is null again.
  const set = (field: keyof typeof values) => (event: FormEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const problemToast = (problem: Exclude<ResetProblem, null>) => {
    if (problem === 'emailInvalid') {
      toast.error({ title: localizeMessage(messageRef('auth.invalidEmail'), i18n.language) });
      return;
    }
    toast.error({ title: t(`resetPassword.${problem}Title`), description: t(`resetPassword.${problem}Body`) });
  };

  const sendCode = () => {
    const problem = emailProblem(values.email);
    if (problem) return problemToast(problem);
    forgot.mutate(values.email.trim(), {
      onSuccess: () => {
        setCodeSent(true);
        countdown.start(RESEND_SECONDS);
        // The server answers alike for unknown addresses (nobody learns who is registered): so does the toast.
        toast.success({ title: t('resetPassword.codeMaybeSentTitle'), description: t('resetPassword.codeSentBody') });
      },
      onError: (error) =>
        toast.error({
          title: t('resetPassword.sendFailedTitle'),
          description:
            error instanceof ApiError
              ? errorMessage(error, t('resetPassword.sendFailedBody'))
              : t('resetPassword.networkError'),
        }),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = resetProblem(values);
    if (problem) return problemToast(problem);
    reset.mutate(
      { email: values.email.trim(), token: values.code.trim(), password: values.password },
      {
        onSuccess: () =>
          toast.success({ title: t('resetPassword.successTitle'), description: t('resetPassword.successBody') }),
        onError: (error) =>
          toast.error({
            title: t('resetPassword.failedTitle'),
            description: errorMessage(error, t('resetPassword.failedBody')),
          }),
      },
    );
  };

  const locked = !codeSent || reset.isPending;
  const sendLabel = forgot.isPending
    ? t('resetPassword.sending')
    : countdown.remaining > 0
      ? t('resetPassword.resendIn', { seconds: countdown.remaining })
      : t('resetPassword.sendCode');

  return (
    <AuthCard
      icon={<KeyIcon size={28} />}
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
      footer={
        <LinkButton to={paths.login} variant="minimal" icon={<ArrowLeftIcon />}>
          {t('resetPassword.backToLogin')}
        </LinkButton>
      }
    >
      {reset.isSuccess ? (
        <div className="tb-auth__success">
          <Callout intent="success" icon={<TickCircleIcon />} title={t('resetPassword.successTitle')}>
            {t('resetPassword.successBody')}
          </Callout>
          <LinkButton to={paths.login} intent="primary" size="large" className="tb-auth__success-action">
            {t('resetPassword.goToLogin')}
          </LinkButton>
        </div>
      ) : (
        <form id="reset-form" method="post" className="tb-auth__form" onSubmit={onSubmit} noValidate>
          <FormField id="reset-email" label={t('fields.email')}>
            <div className="tb-auth__inline">
              <InputGroup
                id="reset-email"
                type="email"
                autoComplete="email"
                placeholder={t('fields.emailPlaceholder')}
                value={values.email}
                onChange={set('email')}
              />
              {/* Pressed before the app runs, the page's early script keeps the press for it (data-tb-replay). */}
              <Button
                id="reset-send-code"
                data-tb-replay=""
                data-tb-busy-label={t('resetPassword.sending')}
                intent="primary"
                variant="outlined"
                disabled={forgot.isPending || countdown.remaining > 0}
                onClick={sendCode}
              >
                {sendLabel}
              </Button>
            </div>
          </FormField>
          <FormField id="reset-code" label={t('fields.verificationCode')}>
            <InputGroup
              id="reset-code"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              placeholder={t('fields.codePlaceholder')}
              disabled={locked}
              value={values.code}
              onChange={set('code')}
            />
          </FormField>
          <FormField id="reset-password" label={t('fields.newPassword')}>
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              disabled={locked}
              value={values.password}
              onChange={set('password')}
            />
          </FormField>
          <FormField id="reset-confirm" label={t('fields.confirmPassword')}>
            <PasswordInput
              id="reset-confirm"
              autoComplete="new-password"
              disabled={locked}
              value={values.confirm}
              onChange={set('confirm')}
            />
          </FormField>
          <AuthSubmitButton
            busy={reset.isPending}
            disabled={locked}
            label={t('resetPassword.submit')}
            busyLabel={t('resetPassword.submitting')}
          />
        </form>
      )}
    </AuthCard>
  );
}
