import { Button } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { messageRef } from '@tb/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { useChangePassword } from '../api/change-password';
import {
  changePasswordForm,
  PASSWORD_MISMATCH,
  type ChangePasswordForm as Values,
} from '../lib/change-password-schema';
import { bindInput, FormField } from './form-field';
import { PasswordInput } from './password-input';

const TOO_SHORT = messageRef('auth.newPasswordTooShort');

/**
 * Current, new and confirmation. The profile area and the admin console word
 * the mismatch, the length rule and the outcome toasts differently (sections 5 and 8).
 */
export function ChangePasswordForm({ area }: { area: 'profile' | 'admin' }) {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const admin = area === 'admin';
  const worded = (message: string | undefined) => {
    if (message === PASSWORD_MISMATCH) return admin ? t('security.adminMismatch') : t('security.mismatch');
    if (message === TOO_SHORT) return admin ? t('security.adminTooShort') : t('security.tooShort');
    return message;
  };

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset();
          if (admin) toast.success({ title: t('security.adminSuccess') });
          else toast.success({ title: t('security.successTitle'), description: t('security.successBody') });
        },
        onError: (error) =>
          admin
            ? toast.error({
                title: t('security.adminFailed'),
                description: errorMessage(error, t('security.adminFailed')),
              })
            : toast.error({
                title: t('security.failedTitle'),
                description: errorMessage(error, t('security.failedBody')),
              }),
      },
    ),
  );

  const id = (field: string) => `${area}-${field}`;
  return (
    <form className="tb-account-form" onSubmit={onSubmit} noValidate>
      <FormField id={id('current')} label={t('fields.currentPassword')} error={errors.currentPassword?.message}>
        <PasswordInput id={id('current')} autoComplete="current-password" {...bindInput(register('currentPassword'))} />
      </FormField>
      <FormField id={id('new')} label={t('fields.newPassword')} error={worded(errors.newPassword?.message)}>
        <PasswordInput id={id('new')} autoComplete="new-password" {...bindInput(register('newPassword'))} />
      </FormField>
      <FormField id={id('confirm')} label={t('fields.confirmPassword')} error={worded(errors.confirmPassword?.message)}>
        <PasswordInput id={id('confirm')} autoComplete="new-password" {...bindInput(register('confirmPassword'))} />
      </FormField>
      <Button type="submit" intent="primary" disabled={change.isPending}>
        {change.isPending ? t('security.submitting') : t('security.submit')}
      </Button>
    </form>
  );
}
