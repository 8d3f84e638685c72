import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import type { LastEditor } from '@tb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One field another edit changed: what the form was opened with, and what the record holds now. */
export interface ChangedField {
  label: string;
  before: string;
  now: string;
}

export interface ConflictDialogProps {
  isOpen: boolean;
  /** What changed since the form was opened: a history (who, when, what), or the fields that differ now. */
  changes: ReactNode;
  busy: boolean;
  /** Discard this form's changes and show the record as it is now. */
  onReload(): void;
  /** Send this form's own changes again, on top of the record as it is now. */
  onReapply(): void;
  onClose(): void;
}

/**
 * The answer to a save refused with 412: the record moved on since the form was opened. Nothing was stored;
 * the dialog shows what changed meanwhile and lets the user reload or re-apply their changes on top of it.
 */
export function ConflictDialog(props: ConflictDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title={t('conflict.title')} className="tb-conflict">
      <DialogBody>
        <Callout intent="warning" className="tb-conflict__lead">
          {t('conflict.body')}
        </Callout>
        <h5 className="bp6-heading tb-conflict__since">{t('conflict.since')}</h5>
        <div data-testid="conflict-changes">{props.changes}</div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('conflict.reload')} onClick={props.onReload} disabled={props.busy} />
            <Button intent="primary" text={t('conflict.reapply')} onClick={props.onReapply} loading={props.busy} />
          </>
        }
      />
    </Dialog>
  );
}

/**
 * The fields that differ between the version a form was opened with and the current one, before → now; `who` made
 * the change at `when` (see `useEditorName`).
 */
export function ChangedFields({ fields, when, who }: { fields: ChangedField[]; when?: string; who?: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      {when && (
        <p className="tb-conflict__changed-by">
          {who ? t('conflict.changedByAt', { who, when }) : t('conflict.changedAt', { when })}
        </p>
      )}
      {fields.length === 0 ? (
        <p className="bp6-text-muted">{t('conflict.noFieldChanged')}</p>
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{t('conflict.field')}</th>
              <th>{t('conflict.before')}</th>
              <th>{t('conflict.now')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.label}>
                <th scope="row">{field.label}</th>
                <td>{field.before || '—'}</td>
                <td>{field.now || '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </>
  );
}

/** The keys of `mine` whose value differs from `opened`: the changes this form made. */
export function changedKeys<T extends Record<string, unknown>>(mine: T, opened: Partial<T>): (keyof T)[] {
  return (Object.keys(mine) as (keyof T)[]).filter((key) => JSON.stringify(mine[key]) !== JSON.stringify(opened[key]));
}

/**
 * The last editor (a read model's `updatedBy`) as the dialog names them: 'you' when it was the reader (in another tab
 * or on another device), their name, or 'the system'; undefined when the answer did not say.
 */
export function useEditorName(): (editor: LastEditor | undefined, readerId: string | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (editor, readerId) => {
    if (editor === undefined) return undefined;
    if (editor === null) return t('conflict.system');
    return editor.id === readerId ? t('conflict.you') : editor.name;
  };
}
