import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { EnvelopeIcon, NewPersonIcon } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerBody } from '@tb/contracts';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '@/shared/lib/api-client';
import { paths } from '@/shared/lib/paths';
import { LanguageLink } from '@/shared/ui/language-link';
import { toast } from '@/shared/ui/toast';
import { useRegister } from '../api/register';
import { canVerify, codeProblem } from '../lib/registration-state';
import { useSignedOutScreen } from '../lib/use-signed-out-screen';
import { AuthCard } from './auth-card';
import { AuthSubmitButton } from './auth-submit-button';
import { EmailStatus } from './email-status';
import { bindInput, FormField } from './form-field';
import { PasswordInput } from './password-input';
import { SessionWait } from './session-wait';
import { useEmailVerification } from './use-email-verification';

/** The shared body, with the code checked on submit instead (its problems are toasts). */
const registerForm = registerBody.extend({ code: z.string() });
type RegisterForm = z.input<typeof registerForm>;

const CODE_LENGTH = 6;

/** /register: names, e-mail verified with a code, username and password; then /login. A signed-in user: their page. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registration = useRegister();
  const { register, handleSubmit, formState, getValues, watch, trigger } = useForm<
    RegisterForm,
    unknown,
    z.output<typeof registerForm>
  >({
    resolver: zodResolver(registerForm),
    defaultValues: { firstName: '', lastName: '', email: '', code: '', username: '', password: '' },
  });
  const { errors } = formState;
  const email = watch('email');
  const currentEmail = useCallback(() => getValues('email').trim(), [getValues]);
  const { state, verify, emailEdited, resendIn } = useEmailVerification(currentEmail);

  const screen = useSignedOutScreen(registration.isPending || registration.isSuccess);

  const onVerify = async () => {
    if (await trigger('email')) void verify(currentEmail());
  };

  const onSubmit = handleSubmit((values) => {
    const problem = codeProblem(state, values.code);
    if (problem === 'required') {
      toast.error({ title: t('register.codeRequiredTitle'), description: t('register.codeRequiredBody') });
      return;
    }
    if (problem === 'mismatch') {
      toast.error({ title: t('register.codeMismatchTitle'), description: t('register.codeMismatchBody') });
      return;
    }
    registration.mutate(
      { ...values, code: values.code.trim() },
      {
        onSuccess: () => {
          toast.success({ title: t('register.successTitle'), description: t('register.successBody') });
          void navigate(paths.login);
        },
        onError: (error) =>
          toast.error({ title: t('register.failedTitle'), description: errorMessage(error, t('register.failedBody')) }),
      },
    );
  });

  if (screen.show === 'elsewhere') return <Navigate to={screen.to} replace />;
  if (screen.show === 'waiting') return <SessionWait />;
  return (
    <AuthCard
      icon={<NewPersonIcon size={28} />}
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <span>
          {t('register.haveAccount')} <LanguageLink to={paths.login}>{t('register.signIn')}</LanguageLink>
        </span>
      }
    >
      <form id="register-form" method="post" className="tb-auth__form" onSubmit={onSubmit} noValidate>
        <div className="tb-auth__row">
          <FormField
            id="register-first-name"
            label={t('fields.firstName')}
            labelInfo={t('fields.optional')}
            error={errors.firstName?.message}
          >
            <InputGroup id="register-first-name" autoComplete="given-name" {...bindInput(register('firstName'))} />
          </FormField>
          <FormField
            id="register-last-name"
            label={t('fields.lastName')}
            labelInfo={t('fields.optional')}
            error={errors.lastName?.message}
          >
            <InputGroup id="register-last-name" autoComplete="family-name" {...bindInput(register('lastName'))} />
          </FormField>
        </div>
        <FormField
          id="register-email"
          label={t('fields.email')}
          error={errors.email?.message}
          helper={<EmailStatus state={state} />}
        >
          <div className="tb-auth__inline">
            <InputGroup
              id="register-email"
              type="email"
              autoComplete="email"
              placeholder={t('fields.emailPlaceholder')}
              intent={errors.email || (state.checked && state.exists) ? 'danger' : 'none'}
              {...bindInput(register('email', { onChange: emailEdited }))}
            />
            <Button
              intent="primary"
              variant="outlined"
              disabled={!canVerify(email, state, resendIn)}
              onClick={() => void onVerify()}
            >
              {state.checking
                ? t('register.verifying')
                : resendIn > 0
                  ? t('register.resendIn', { seconds: resendIn })
                  : t('register.verify')}
            </Button>
          </div>
        </FormField>
        {state.codeSent && (
          <Callout intent="success" icon={<EnvelopeIcon />} className="tb-auth__notice" compact>
            {t('register.codeSentNotice')}
          </Callout>
        )}
        <FormField id="register-code" label={t('fields.verificationCode')} error={errors.code?.message}>
          <InputGroup
            id="register-code"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            placeholder={t('fields.codePlaceholder')}
            className="tb-auth__code"
            {...bindInput(register('code'))}
          />
        </FormField>
        <FormField id="register-username" label={t('fields.username')} error={errors.username?.message}>
          <InputGroup id="register-username" autoComplete="username" {...bindInput(register('username'))} />
        </FormField>
        <FormField id="register-password" label={t('fields.password')} error={errors.password?.message}>
          <PasswordInput id="register-password" autoComplete="new-password" {...bindInput(register('password'))} />
        </FormField>
        <AuthSubmitButton
          busy={registration.isPending}
          label={t('register.submit')}
          busyLabel={t('register.submitting')}
        />
      </form>
    </AuthCard>
  );
}
