import { Button, InputGroup } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBody } from '@tb/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { errorMessage } from '@/shared/lib/api-client';
import { useAuthStore } from '@/shared/lib/auth-store';
import { paths } from '@/shared/lib/paths';
import { toast } from '@/shared/ui/toast';
import { useLogin } from '../api/login';
import { loginDestination } from '../lib/login-destination';
import { withLanguage } from '../lib/with-language';
import { AuthCard } from './auth-card';
import { bindInput, FormField } from './form-field';
import { PasswordInput } from './password-input';

/** /login: email and password; an admin lands on /admin, anyone else on /profile. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const language = useLanguageStore((s) => s.language);
  const [params] = useSearchParams();
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  const busy = login.isPending || login.isSuccess;
  // Someone already signed in has nothing to do here: their page instead of the form.
  const signedIn = useAuthStore((s) => (s.status === 'authenticated' ? s.user : null));
  if (signedIn && !busy) {
    const target = loginDestination(signedIn, params.get('redirect'), window.location.origin);
    return <Navigate to={withLanguage(target, language)} replace />;
  }

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (user) => {
        // Shown by the next page: the full page load would replace a toast shown here at once.
        toast.successAfterReload({ title: t('login.successTitle'), description: t('login.successBody') });
        const target = loginDestination(user, params.get('redirect'), window.location.origin);
        // A full page load, so the signed-in screens start from a fresh state.
        window.location.assign(withLanguage(target, language));
      },
      onError: (error) =>
        toast.error({ title: t('login.failedTitle'), description: errorMessage(error, t('login.failedBody')) }),
    }),
  );

  return (
    <AuthCard
      icon={<LogInIcon size={28} />}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <span>
          {t('login.noAccount')} <Link to={paths.register}>{t('login.signUp')}</Link>
        </span>
      }
    >
      <form className="tb-auth__form" onSubmit={onSubmit} noValidate>
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
        <div className="tb-auth__row-end">
          <Link to={paths.resetPassword}>{t('login.forgotPassword')}</Link>
        </div>
        <Button type="submit" intent="primary" size="large" fill disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
