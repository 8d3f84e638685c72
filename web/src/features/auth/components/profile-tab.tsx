import { Button, Callout, Card, H3, InputGroup, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import { ErrorIcon, PersonIcon } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileUpdateBody, profileUpdateBody, type UserView } from '@tb/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '@/shared/lib/api-client';
import type { SessionUser } from '@/shared/lib/auth-store';
import { toast } from '@/shared/ui/toast';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { bindInput, FormField } from './form-field';
import './account.css';

type Values = z.input<typeof profileUpdateBody>;

/** The profile's Profile tab: the editable fields; the email is read-only. */
export function ProfileTab(_props: { user: SessionUser }) {
  const { t } = useTranslation('common');
  const profile = useProfile();
  if (profile.isPending) return <Spinner className="tb-account-loading" aria-label={t('status.loading')} />;
  if (profile.isError) return <NonIdealState icon={<ErrorIcon size={48} />} title={profile.error.message} />;
  return <ProfileForm profile={profile.data} />;
}

const editable = (p: UserView): ProfileUpdateBody => ({
  firstName: p.firstName,
  lastName: p.lastName,
  github: p.github,
  portfolio: p.portfolio,
  personalSite: p.personalSite,
  position: p.position,
  tagsEnglish: p.tagsEnglish,
  tagsChinese: p.tagsChinese,
  bio: p.bio,
});

function ProfileForm({ profile }: { profile: UserView }) {
  const { t } = useTranslation('auth');
  const update = useUpdateProfile();
  const { register, handleSubmit, formState, reset } = useForm<Values, unknown, ProfileUpdateBody>({
    resolver: zodResolver(profileUpdateBody),
    defaultValues: editable(profile),
  });
  const { errors, isDirty } = formState;

  // Portfolio and personal site are edited elsewhere; they travel unchanged so the update keeps them.
  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        reset(values);
        toast.success({ title: t('profile.successTitle'), description: t('profile.successBody') });
      },
      onError: (error) =>
        toast.error({ title: t('profile.failedTitle'), description: errorMessage(error, t('profile.failedBody')) }),
    }),
  );

  const text = (
    name: keyof Values,
    id: string,
    label: string,
    extra: { placeholder?: string; helper?: string } = {},
  ) => (
    <FormField id={id} label={label} error={errors[name]?.message} helper={extra.helper}>
      <InputGroup id={id} placeholder={extra.placeholder} {...bindInput(register(name))} />
    </FormField>
  );

  return (
    <Card className="tb-account-card">
      <H3 className="tb-account-card__title">{t('profile.title')}</H3>
      <p className="tb-account-card__subtitle">{t('profile.subtitle')}</p>
      {/* Without a first name the header can only say 'User': say why, and where to change it. */}
      {!profile.firstName.trim() && (
        <Callout
          intent="primary"
          icon={<PersonIcon />}
          className="tb-account-card__hint"
          title={t('profile.completeTitle')}
        >
          {t('profile.completeBody')}{' '}
          <Button
            size="small"
            variant="outlined"
            intent="primary"
            onClick={() => document.getElementById('profile-first-name')?.focus()}
            text={t('profile.completeAction')}
          />
        </Callout>
      )}
      <form className="tb-account-form tb-account-form--wide" onSubmit={onSubmit} noValidate>
        <div className="tb-account-form__grid">
          {text('firstName', 'profile-first-name', t('fields.firstName'))}
          {text('lastName', 'profile-last-name', t('fields.lastName'))}
          <div className="tb-account-form__wide">
            <FormField id="profile-email" label={t('fields.email')}>
              <InputGroup id="profile-email" value={profile.email} readOnly disabled />
            </FormField>
          </div>
          {text('position', 'profile-position', t('profile.position'), {
            placeholder: t('profile.positionPlaceholder'),
          })}
          {text('github', 'profile-github', t('profile.github'), { placeholder: 'https://github.com/…' })}
          {text('tagsEnglish', 'profile-tags-en', t('profile.tagsEnglish'), { helper: t('profile.tagsHint') })}
          {text('tagsChinese', 'profile-tags-zh', t('profile.tagsChinese'), { helper: t('profile.tagsHint') })}
          <div className="tb-account-form__wide">
            <FormField id="profile-bio" label={t('profile.bio')} error={errors.bio?.message}>
              <TextArea id="profile-bio" fill rows={5} {...bindInput(register('bio'))} />
            </FormField>
          </div>
        </div>
        <div className="tb-account-form__actions">
          <Button type="submit" intent="primary" disabled={update.isPending || !isDirty}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
