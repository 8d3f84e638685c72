import { Button, Callout, Card, H3, InputGroup, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import { ErrorIcon, PersonIcon } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  PROFILE_FORM_FIELDS,
  type ProfileCatalogueEntry,
  type ProfileFormField,
  type ProfileUpdateBody,
  profileCatalogue,
  profileFieldsOf,
  profileUpdateBody,
  type UserView,
} from '@tb/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, etagOf, isConflict } from '@/shared/lib/api-client';
import type { SessionUser } from '@/shared/lib/auth-store';
import { ChangedFields, ConflictDialog, changedKeys, useEditorName } from '@/shared/ui/conflict-dialog';
import { SafeLink } from '@/shared/ui/safe-link';
import { toast } from '@/shared/ui/toast';
import { profileQueryOptions, useProfile } from '../api/get-profile';
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

const editable = (p: UserView): ProfileUpdateBody => profileFieldsOf(p);

/** How the tab words each field it edits; which fields, in what order, and which are links or prose: the catalogue. */
const fieldTexts = (
  t: TFunction<'auth'>,
): Record<ProfileFormField, { id: string; label: string; placeholder?: string; hint?: string }> => ({
  firstName: { id: 'profile-first-name', label: t('fields.firstName') },
  lastName: { id: 'profile-last-name', label: t('fields.lastName') },
  position: { id: 'profile-position', label: t('profile.position'), placeholder: t('profile.positionPlaceholder') },
  github: { id: 'profile-github', label: t('profile.github'), placeholder: 'https://github.com/…' },
  tagsEnglish: { id: 'profile-tags-en', label: t('profile.tagsEnglish'), hint: t('profile.tagsHint') },
  tagsChinese: { id: 'profile-tags-zh', label: t('profile.tagsChinese'), hint: t('profile.tagsHint') },
  bio: { id: 'profile-bio', label: t('profile.bio') },
});

const PROFILE_PATH = '/api/user/profile';

function ProfileForm({ profile }: { profile: UserView }) {
  const { t, i18n } = useTranslation('auth');
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const editorName = useEditorName();
  const { register, handleSubmit, formState, reset } = useForm<Values, unknown, ProfileUpdateBody>({
    resolver: zodResolver(profileUpdateBody),
    defaultValues: editable(profile),
  });
  const { errors, isDirty } = formState;
  // The profile as the form was opened (or last saved), with its ETag; a save refused by a change made since (on
  // another device) keeps the values it tried, to re-apply on top of the profile as it is now.
  const [opened, setOpened] = useState(() => ({ values: editable(profile), tag: etagOf(PROFILE_PATH) }));
  const [conflict, setConflict] = useState<{ mine: ProfileUpdateBody; current: UserView } | null>(null);

  const save = (values: ProfileUpdateBody, tag: string | undefined) =>
    update.mutate(
      { body: values, tag },
      {
        onSuccess: () => {
          reset(values);
          setOpened({ values, tag: etagOf(PROFILE_PATH) });
          setConflict(null);
          toast.success({ title: t('profile.successTitle'), description: t('profile.successBody') });
        },
        onError: async (error) => {
          if (isConflict(error)) {
            const current = await queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 });
            return setConflict({ mine: values, current });
          }
          toast.error({ title: t('profile.failedTitle'), description: errorMessage(error, t('profile.failedBody')) });
        },
      },
    );
  // Portfolio and personal site are edited elsewhere; they travel unchanged so the update keeps them.
  const onSubmit = handleSubmit((values) => save(values, opened.tag));
  const reload = () => {
    if (!conflict) return;
    const now = editable(conflict.current);
    reset(now);
    setOpened({ values: now, tag: etagOf(PROFILE_PATH) });
    setConflict(null);
  };
  // The fields this form changed, on top of the profile as it is now.
  const reapply = () => {
    if (!conflict) return;
    const mine = changedKeys(conflict.mine, opened.values);
    const body = { ...editable(conflict.current), ...Object.fromEntries(mine.map((k) => [k, conflict.mine[k]])) };
    setOpened({ values: editable(conflict.current), tag: etagOf(PROFILE_PATH) });
    save(body, etagOf(PROFILE_PATH));
  };
  const texts = fieldTexts(t);
  const labels: Partial<Record<keyof ProfileUpdateBody, { label: string }>> = texts;
  const changedSince = conflict
    ? changedKeys(editable(conflict.current), opened.values).map((key) => ({
        label: labels[key]?.label ?? String(key),
        before: String(opened.values[key] ?? ''),
        now: String(editable(conflict.current)[key] ?? ''),
      }))
    : [];

  const input = (name: ProfileFormField) => {
    const { id, label, placeholder, hint } = texts[name];
    const entry: ProfileCatalogueEntry = profileCatalogue[name];
    if (entry.as === 'prose') {
      return (
        <div key={name} className="tb-account-form__wide">
          <FormField id={id} label={label} error={errors[name]?.message}>
            <TextArea id={id} fill rows={5} {...bindInput(register(name))} />
          </FormField>
        </div>
      );
    }
    // A link shows the saved address under the field, opened safely (only an http(s) address becomes a link).
    const saved = entry.as === 'link' ? profile[name] : '';
    return (
      <FormField
        key={name}
        id={id}
        label={label}
        error={errors[name]?.message}
        helper={saved ? <SafeLink href={saved} /> : hint}
      >
        <InputGroup id={id} placeholder={placeholder} {...bindInput(register(name))} />
      </FormField>
    );
  };
  // The e-mail (read-only, not a profile field) sits right after the names.
  const emailRow = (
    <div key="email" className="tb-account-form__wide">
      <FormField id="profile-email" label={t('fields.email')}>
        <InputGroup id="profile-email" value={profile.email} readOnly disabled />
      </FormField>
    </div>
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
          {PROFILE_FORM_FIELDS.flatMap((name) => (name === 'lastName' ? [input(name), emailRow] : [input(name)]))}
        </div>
        <div className="tb-account-form__actions">
          <Button type="submit" intent="primary" disabled={update.isPending || !isDirty}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
      <ConflictDialog
        isOpen={conflict !== null}
        changes={
          conflict && (
            <ChangedFields
              fields={changedSince}
              when={new Date(conflict.current.updatedAt).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US')}
              who={editorName(conflict.current.updatedBy, profile.id)}
            />
          )
        }
        busy={update.isPending}
        onReload={reload}
        onReapply={reapply}
        onClose={() => setConflict(null)}
      />
    </Card>
  );
}
