import { Button, Callout, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ProjectCreateBody, type ProjectView, projectCreateBody } from '@tb/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LazyRichTextEditor } from '@/shared/ui/rich-text/lazy-rich-text-editor';
import { useCreateProject, useUpdateProject } from '../api/save-project';
import { emptyProjectForm, leftToTranslate, projectFormValues, withExtracted } from '../lib/project-form-values';
import type { ManagementArea } from './area';
import { DocumentUpload } from './document-upload';
import { Field } from './form-field';
import { useEditorLabels } from './use-editor-labels';
import { useProjectToasts } from './use-project-toasts';

type Values = z.input<typeof projectCreateBody>;
type TextName = 'titleEn' | 'titleZh' | 'locationEn' | 'locationZh' | 'typeEn' | 'typeZh' | 'salaryRange';
type PairName = TextName | 'salaryRangeEn' | 'salaryRangeZh';

/** The eight required bilingual fields; the profile form also marks the two salary ranges. */
const REQUIRED = new Set([
  'titleEn',
  'titleZh',
  'descriptionEn',
  'descriptionZh',
  'locationEn',
  'locationZh',
  'typeEn',
  'typeZh',
]);
const PROFILE_MARKED = new Set([...REQUIRED, 'salaryRangeEn', 'salaryRangeZh']);

interface ProjectFormProps {
  area: ManagementArea;
  /** The project being edited; none means create mode. */
  project: ProjectView | null;
  onDone: () => void;
  onCancel: () => void;
}

/** The project form in create or edit mode, with the document upload in the profile. */
export function ProjectForm({ area, project, onDone, onCancel }: ProjectFormProps) {
  const { t } = useTranslation('projectAdmin');
  const labels = useEditorLabels();
  const toasts = useProjectToasts(area);
  const create = useCreateProject();
  const update = useUpdateProject();
  const initial = project ? projectFormValues(project) : emptyProjectForm();
  const { register, control, handleSubmit, formState, reset, getValues, watch } = useForm<
    Values,
    unknown,
    ProjectCreateBody
  >({
    resolver: zodResolver(projectCreateBody),
    defaultValues: initial,
  });
  const { errors } = formState;
  const busy = create.isPending || update.isPending;
  // Fields a document filled in the other language only, marked until the admin writes them.
  const [toTranslate, setToTranslate] = useState<string[]>([]);
  const values = watch();
  const stillEmpty = toTranslate.filter(
    (name) =>
      !String(values[name as keyof Values] ?? '')
        .replace(/<[^>]*>/g, '')
        .trim(),
  );
  const translateHint = (name: string) => (stillEmpty.includes(name) ? t('form.toTranslate') : undefined);
  const marked = area === 'profile' ? PROFILE_MARKED : REQUIRED;
  const info = (name: string) => (marked.has(name) ? t('form.required') : undefined);

  const onSubmit = handleSubmit((body) => {
    const done = () => {
      reset(emptyProjectForm());
      onDone();
    };
    if (project) {
      update.mutate(
        { id: project.id, body },
        {
          onSuccess: () => {
            toasts.succeeded('update');
            done();
          },
          onError: (e) => toasts.failed('update', e),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toasts.succeeded('create');
          done();
        },
        onError: (e) => toasts.failed('create', e),
      });
    }
  });

  const cancel = () => {
    reset(emptyProjectForm());
    onCancel();
  };

  const text = (name: PairName, extra: { helper?: string } = {}) => (
    <Field
      id={`project-${name}`}
      label={t(`form.${name}`)}
      error={errors[name]?.message}
      labelInfo={info(name)}
      helper={translateHint(name) ?? extra.helper}
      toTranslate={stillEmpty.includes(name)}
    >
      <InputGroup
        id={`project-${name}`}
        intent={errors[name] ? 'danger' : stillEmpty.includes(name) ? 'warning' : 'none'}
        {...bind(register(name))}
      />
    </Field>
  );
  const rich = (name: 'descriptionEn' | 'descriptionZh') => (
    <Field
      id={`project-${name}`}
      label={t(`form.${name}`)}
      error={errors[name]?.message}
      labelInfo={info(name)}
      helper={translateHint(name)}
      toTranslate={stillEmpty.includes(name)}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <LazyRichTextEditor
            id={`project-${name}`}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            labels={labels}
            invalid={Boolean(errors[name])}
          />
        )}
      />
    </Field>
  );
  const long = (name: 'benefitsEn' | 'benefitsZh') => (
    <Field
      id={`project-${name}`}
      label={t(`form.${name}`)}
      error={errors[name]?.message}
      helper={translateHint(name)}
      toTranslate={stillEmpty.includes(name)}
    >
      <TextArea id={`project-${name}`} fill rows={3} {...bind(register(name))} />
    </Field>
  );

  return (
    <form className="tb-project-form" onSubmit={onSubmit} noValidate>
      {area === 'profile' && !project && (
        <DocumentUpload
          onExtracted={(extracted) => {
            reset(withExtracted(getValues(), extracted));
            setToTranslate(leftToTranslate(extracted));
          }}
        />
      )}
      {stillEmpty.length > 0 && (
        <Callout intent="warning" className="tb-project-form__translate">
          {t('form.toTranslateNotice', { count: stillEmpty.length })}
        </Callout>
      )}
      <div className="tb-project-form__grid">
        {text('titleEn', { helper: t('form.titleHint') })}
        {text('titleZh')}
        {rich('descriptionEn')}
        {rich('descriptionZh')}
        {text('locationEn')}
        {text('locationZh')}
        {text('typeEn')}
        {text('typeZh')}
        {text('salaryRangeEn')}
        {text('salaryRangeZh')}
        {long('benefitsEn')}
        {long('benefitsZh')}
      </div>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <Switch
            label={t('form.isActive')}
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <div className="tb-project-form__actions">
        <Button onClick={cancel} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" intent="primary" disabled={busy}>
          {project ? (busy ? t('form.updating') : t('form.update')) : busy ? t('form.creating') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}

/** react-hook-form's `register` for Blueprint inputs, which take the element ref as `inputRef`. */
function bind<T extends { ref: unknown }>({ ref, ...rest }: T) {
  return { ...rest, inputRef: ref as never };
}
