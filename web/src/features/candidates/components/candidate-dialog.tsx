import { Button, Classes, Dialog, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import type { CandidateView, UpdateCandidateBody } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, etagOf, isConflict } from '@/shared/lib/api-client';
import { ConflictDialog, changedKeys } from '@/shared/ui/conflict-dialog';
import { toast } from '@/shared/ui/toast';
import { useDeleteCandidate, useUpdateCandidate } from '../api/candidate-commands';
import { candidatePath, candidateQueryOptions, useCandidate } from '../api/get-candidate';
import { degreeHeadline } from '../lib/status';
import { CandidateChangesSince } from './candidate-changes-since';
import { CandidateDetails } from './candidate-details';
import { CandidateFields, type Details, detailsOf, missingRequired } from './candidate-form';
import { CandidateHistory } from './candidate-history';
import { InterviewForm, interviewFormOf } from './interview-form';
import { StatusBadge } from './status-badge';

type Mode = 'view' | 'edit' | 'interview';
/** What a form was opened with: the values to tell the admin's own changes from, and the ETag its save sends. */
type Opened = { values: Record<string, unknown>; tag: string | undefined };

const formValuesOf = (mode: Mode, c: CandidateView): Record<string, unknown> =>
  mode === 'interview' ? interviewFormOf(c) : detailsOf(c);

export function CandidateDialog(props: { candidate: CandidateView; onClose(): void }) {
  const { t, i18n } = useTranslation('candidates');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('view');
  const c = useCandidate(props.candidate).data;
  const [details, setDetails] = useState<Details>(detailsOf(c));
  const [opened, setOpened] = useState<Opened>({ values: {}, tag: undefined });
  // The save another admin's change refused (412): shown with what changed since, to reload or re-apply.
  const [conflict, setConflict] = useState<UpdateCandidateBody | null>(null);
  const update = useUpdateCandidate();
  const remove = useDeleteCandidate();
  const degree = degreeHeadline(c, i18n.language);
  const open = (next: Mode, candidate: CandidateView) => {
    setOpened({ values: formValuesOf(next, candidate), tag: etagOf(candidatePath(candidate.id)) });
    if (next === 'edit') setDetails(detailsOf(candidate));
    setMode(next);
  };
  // Stays open after saving: the refreshed candidate and its new history entry show at once.
  const save = (body: UpdateCandidateBody, tag = opened.tag) =>
    update.mutate(
      { id: c.id, body, tag },
      {
        onSuccess: () => {
          toast.success({ title: t('detail.saved') });
          setConflict(null);
          setMode('view');
        },
        onError: (error) => {
          if (isConflict(error)) {
            // The history (and the candidate) as they are now: the dialog lists what changed since.
            void queryClient.invalidateQueries({ queryKey: candidateQueryOptions(c.id).queryKey });
            return setConflict(body);
          }
          // A failed update is not only logged: the admin sees why.
          toast.error({ title: t('add.saveFailed'), description: errorMessage(error, t('add.saveFailedDefault')) });
        },
      },
    );
  /** The candidate as it is now (its GET records the new ETag). */
  const current = () => queryClient.fetchQuery({ ...candidateQueryOptions(c.id), staleTime: 0 });
  const reload = async () => {
    const fresh = await current();
    setConflict(null);
    open(mode, fresh);
  };
  // Only the fields this admin changed go again, on top of the record as it is now: the other change stays.
  const reapply = async () => {
    if (!conflict) return;
    await current();
    const mine = changedKeys(conflict as Record<string, unknown>, opened.values);
    const body = Object.fromEntries(mine.map((key) => [key, (conflict as Record<string, unknown>)[key]]));
    save(body as UpdateCandidateBody, etagOf(candidatePath(c.id)));
  };
  const erase = () => {
    if (!window.confirm(t('detail.confirmDelete'))) return;
    remove.mutate(c.id, {
      onSuccess: () => {
        toast.success({ title: t('detail.deleted') });
        props.onClose();
      },
      onError: () => window.alert(t('detail.deleteFailed')),
    });
  };

  return (
    <Dialog isOpen onClose={props.onClose} title={c.name} className="tb-candidate__dialog">
      <div className={Classes.DIALOG_BODY}>
        <div className="tb-candidate__header">
          {c.position && <Tag minimal>{c.position}</Tag>}
          {('level' in degree || degree.text) && (
            <Tag minimal intent="primary">
              {'level' in degree ? t(`filters.degrees.${degree.level}`) : degree.text}
            </Tag>
          )}
          <StatusBadge candidate={c} />
        </div>
        {mode === 'edit' ? (
          <CandidateFields value={details} onChange={setDetails} />
        ) : mode === 'interview' ? (
          <InterviewForm
            key={opened.tag ?? 'opened'}
            candidate={c}
            saving={update.isPending}
            onSave={(body) => save(body)}
            onCancel={() => setMode('view')}
          />
        ) : (
          <>
            <CandidateDetails candidate={c} />
            <CandidateHistory candidateId={c.id} />
          </>
        )}
      </div>
      {mode !== 'interview' && (
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            {mode === 'edit' ? (
              <>
                <Button onClick={() => setMode('view')} text={t('detail.cancel')} />
                <Button
                  intent="primary"
                  loading={update.isPending}
                  disabled={missingRequired(details)}
                  onClick={() => save(details)}
                  text={t('detail.save')}
                />
              </>
            ) : (
              <>
                <Button intent="danger" loading={remove.isPending} text={t('detail.delete')} onClick={erase} />
                <Button icon="clipboard" onClick={() => open('interview', c)} text={t('detail.editInterview')} />
                <Button icon="edit" intent="primary" onClick={() => open('edit', c)} text={t('detail.edit')} />
              </>
            )}
          </div>
        </div>
      )}
      <ConflictDialog
        isOpen={conflict !== null}
        changes={conflict && <CandidateChangesSince candidateId={c.id} tag={opened.tag} />}
        busy={update.isPending}
        onReload={() => void reload()}
        onReapply={() => void reapply()}
        onClose={() => setConflict(null)}
      />
    </Dialog>
  );
}
