import { InputGroup } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBody } from '@tb/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { ApiError, errorMessage } from '@/shared/lib/api-client';
import { paths } from '@/shared/lib/paths';
import { LanguageLink } from '@/shared/ui/language-link';
import { toast } from '@/shared/ui/toast';
import { useLogin } from '../api/login';
import { loginDestination } from '../lib/login-destination';
import { useSignedOutScreen } from '../lib/use-signed-out-screen';
import { withLanguage } from '../lib/with-language';
import { AuthCard } from './auth-card';
import { AuthSubmitButton } from './auth-submit-button';
import { bindInput, FormField } from './form-field';
import { PasswordInput } from './password-input';
import { SessionWait } from './session-wait';

/** The server's answer when the password was right but two-factor sign-in is on: 401 `{ twoFactorRequired: true }`. */
function asksForCode(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  try {
    return (JSON.parse(error.body) as { twoFactorRequired?: unknown }).twoFactorRequired === true;
  } catch {
    return false;
  }
}

/**
 * /login: email and password; an admin lands on /admin, anyone else on /profile (at once when already signed
 * in, use-signed-out-screen.ts). When the account has two-factor
 * sign-in on, the server asks for a code and the form shows its field (the authenticator's 6 digits or a recovery
 * code); email, password and code then go together.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const language = useLanguageStore((s) => s.language);
  const [params] = useSearchParams();
  const login = useLogin();
  const [needsCode, setNeedsCode] = useState(false);
  const { register, handleSubmit, formState, setFocus } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
    shouldUnregister: true,
  });
  const { errors } = formState;
  const busy = login.isPending || login.isSuccess;
  // Someone already signed in has nothing to do here: their page instead of the form.
  const screen = useSignedOutScreen(busy);
  if (screen.show === 'elsewhere') return <Navigate to={screen.to} replace />;
  if (screen.show === 'waiting') return <SessionWait />;

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (user) => {
        // Shown by the next page: the full page load would replace a toast shown here at once.
        toast.successAfterReload({ title: t('login.successTitle'), description: t('login.successBody') });
        const target = loginDestination(user, params.get('redirect'), window.location.origin);
        // A full page load, so the signed-in screens start from a fresh state.
        window.location.assign(withLanguage(target, language));
      },
      onError: (error) => {
        if (asksForCode(error)) {
          setNeedsCode(true);
          setTimeout(() => setFocus('code'), 0);
          toast.info({ title: t('login.codeTitle'), description: errorMessage(error, t('login.codeHelper')) });
          return;
        }
        toast.error({ title: t('login.failedTitle'), description: errorMessage(error, t('login.failedBody')) });
      },
    }),
  );

  return (
    <AuthCard
      icon={<LogInIcon size={28} />}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <span>
          {t('login.noAccount')} <LanguageLink to={paths.register}>{t('login.signUp')}</LanguageLink>
        </span>
      }
    >
      <form id="login-form" method="post" className="tb-auth__form" onSubmit={onSubmit} noValidate>
        <FormField id="login-email" label={t('fields.email')} error={errors.email?.message}>
          <InputGroup
            id="login-email"
            type="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            intent={errors.email ? 'danger' : 'none'}
            {...bindInput(register('email'))}
          />
        </FormField>
        <FormField id="login-password" label={t('fields.password')} error={errors.password?.message}>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            intent={errors.password ? 'danger' : 'none'}
            {...bindInput(register('password'))}
          />
        </FormField>
        {needsCode && (
          <FormField
            id="login-code"
            label={t('login.code')}
            error={errors.code?.message}
            helper={t('login.codeHelper')}
          >
            <InputGroup
              id="login-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              placeholder="123456"
              intent={errors.code ? 'danger' : 'none'}
              {...bindInput(register('code'))}
            />
          </FormField>
        )}
        <div className="tb-auth__row-end">
          <LanguageLink to={paths.resetPassword}>{t('login.forgotPassword')}</LanguageLink>
        </div>
        <AuthSubmitButton busy={busy} label={t('login.submit')} busyLabel={t('login.submitting')} />
      </form>
    </AuthCard>
  );
}
