import { Button, Callout, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROJECT_FORM_FIELDS,
  PROJECT_MARKED_FIELDS,
  type ProjectCreateBody,
  type ProjectFormField,
  type ProjectView,
  projectCreateBody,
  projectTextKind,
  projectView,
} from '@tb/contracts';
import { Fragment, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiGet, etagOf, isConflict } from '@/shared/lib/api-client';
import { useAuthStore } from '@/shared/lib/auth-store';
import { ChangedFields, ConflictDialog, changedKeys, useEditorName } from '@/shared/ui/conflict-dialog';
import { LazyRichTextEditor } from '@/shared/ui/rich-text/lazy-rich-text-editor';
import { PROJECTS_QUERY_ROOT } from '../api/get-all-projects';
import { projectPath, useCreateProject, useUpdateProject } from '../api/save-project';
import {
  emptyProjectForm,
  leftToTranslate,
  type ProjectFormValues,
  projectFormValues,
  withExtracted,
} from '../lib/project-form-values';
import type { ManagementArea } from './area';
import { DocumentUpload } from './document-upload';
import { Field } from './form-field';
import { useEditorLabels } from './use-editor-labels';
import { useProjectToasts } from './use-project-toasts';

type Values = z.input<typeof projectCreateBody>;

/** Marked required: in the admin console the required fields; the profile's tab marks the two salary ranges too. */
const MARKED = {
  admin: new Set<string>(PROJECT_MARKED_FIELDS.admin),
  profile: new Set<string>(PROJECT_MARKED_FIELDS.profile),
};
/** The words under a field besides its label (the form's fields and their order come from the catalogue). */
const HINTS: Partial<Record<ProjectFormField, 'form.titleHint'>> = { titleEn: 'form.titleHint' };

interface ProjectFormProps {
  area: ManagementArea;
  /** The project being edited; none means create mode. */
  project: ProjectView | null;
  onDone: () => void;
  onCancel: () => void;
}

/** The project form in create or edit mode, with the document upload in the profile. */
export function ProjectForm({ area, project, onDone, onCancel }: ProjectFormProps) {
  const { t, i18n } = useTranslation('projectAdmin');
  const me = useAuthStore((state) => state.user);
  const editorName = useEditorName();
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
  const marked = MARKED[area];
  const queryClient = useQueryClient();
  // The project as the edit form opens it, read on its own so its ETag comes with it (the list carries none).
  const readProject = (id: string) =>
    queryClient.fetchQuery({
      queryKey: [...PROJECTS_QUERY_ROOT, id, 'opened'],
      queryFn: async () => projectView.parse(await apiGet(projectPath(id))),
      staleTime: 0,
    });
  const openedRead = useQuery({
    queryKey: [...PROJECTS_QUERY_ROOT, project?.id ?? '', 'opened'],
    queryFn: async () => projectView.parse(await apiGet(projectPath(project?.id ?? ''))),
    enabled: project !== null,
  });
  const [opened, setOpened] = useState<{ values: ProjectFormValues; tag: string | undefined } | null>(null);
  const [conflict, setConflict] = useState<{ mine: ProjectCreateBody; current: ProjectView } | null>(null);
  useEffect(() => {
    if (!project || !openedRead.data || opened) return;
    const values = projectFormValues(openedRead.data);
    setOpened({ values, tag: etagOf(projectPath(project.id)) });
    // The list may be a moment behind the record: the form shows what its ETag stands for, unless typed in already.
    if (!formState.isDirty) reset(values);
  }, [project, openedRead.data, opened, formState.isDirty, reset]);
  const saveUpdate = (id: string, body: Partial<ProjectCreateBody>, tag: string | undefined, done: () => void) =>
    update.mutate(
      { id, body, tag },
      {
        onSuccess: () => {
          setConflict(null);
          toasts.succeeded('update');
          done();
        },
        onError: async (e) => {
          if (!isConflict(e)) return toasts.failed('update', e);
          setConflict({ mine: body as ProjectCreateBody, current: await readProject(id) });
        },
      },
    );
  const info = (name: string) => (marked.has(name) ? t('form.required') : undefined);

  const onSubmit = handleSubmit((body) => {
    const done = () => {
      reset(emptyProjectForm());
      onDone();
    };
    if (project) {
      saveUpdate(project.id, body, opened?.tag, done);
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

  const afterConflictSave = () => {
    reset(emptyProjectForm());
    onDone();
  };
  const reload = () => {
    if (!conflict || !project) return;
    const values = projectFormValues(conflict.current);
    reset(values);
    setOpened({ values, tag: etagOf(projectPath(project.id)) });
    setConflict(null);
  };
  // Only the fields this form changed go again, with the current ETag: the other change stays.
  const reapply = () => {
    if (!conflict || !project || !opened) return;
    const mine = changedKeys(conflict.mine as Record<string, unknown>, opened.values);
    const body = Object.fromEntries(mine.map((key) => [key, (conflict.mine as Record<string, unknown>)[key]]));
    saveUpdate(project.id, body, etagOf(projectPath(project.id)), afterConflictSave);
  };
  const changedSince =
    conflict && opened
      ? changedKeys(projectFormValues(conflict.current), opened.values).map((key) => ({
          label: t(`form.${key}` as 'form.titleEn', { defaultValue: String(key) }),
          before: plain(opened.values[key]),
          now: plain(projectFormValues(conflict.current)[key]),
        }))
      : [];

  const cancel = () => {
    reset(emptyProjectForm());
    onCancel();
  };

  const hint = (name: ProjectFormField) => {
    const key = HINTS[name];
    return key && t(key);
  };
  const text = (name: ProjectFormField) => (
    <Field
      id={`project-${name}`}
      label={t(`form.${name}`)}
      error={errors[name]?.message}
      labelInfo={info(name)}
      helper={translateHint(name) ?? hint(name)}
      toTranslate={stillEmpty.includes(name)}
    >
      <InputGroup
        id={`project-${name}`}
        intent={errors[name] ? 'danger' : stillEmpty.includes(name) ? 'warning' : 'none'}
        {...bind(register(name))}
      />
    </Field>
  );
  const rich = (name: ProjectFormField) => (
    <Field
      id={`project-${name}`}
      label={t(`form.${name}`)}
      error={errors[name]?.message}
      labelInfo={info(name)}
      helper={translateHint(name) ?? hint(name)}
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
  const long = (name: ProjectFormField) => (
    <Field
      id={`project-${name}`}
      label={t(`form.${name}`)}
      error={errors[name]?.message}
      labelInfo={info(name)}
      helper={translateHint(name) ?? hint(name)}
      toTranslate={stillEmpty.includes(name)}
    >
      <TextArea id={`project-${name}`} fill rows={3} {...bind(register(name))} />
    </Field>
  );

  // Each field's input by its kind of text: one line, a text area, or the rich-text editor.
  const inputOf = { line: text, prose: long, rich };

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
        {PROJECT_FORM_FIELDS.map((name) => (
          <Fragment key={name}>{inputOf[projectTextKind(name)](name)}</Fragment>
        ))}
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
      <ConflictDialog
        isOpen={conflict !== null}
        changes={
          conflict && (
            <ChangedFields
              fields={changedSince}
              when={new Date(conflict.current.updatedAt).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US')}
              who={editorName(conflict.current.updatedBy, me?.id)}
            />
          )
        }
        busy={update.isPending}
        onReload={reload}
        onReapply={reapply}
        onClose={() => setConflict(null)}
      />
    </form>
  );
}

/** A field's value as the conflict dialog shows it: the text of rich descriptions, yes/no as words. */
const plain = (value: unknown): string =>
  String(value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** react-hook-form's `register` for Blueprint inputs, which take the element ref as `inputRef`. */
function bind<T extends { ref: unknown }>({ ref, ...rest }: T) {
  return { ...rest, inputRef: ref as never };
}
