import { Button, Classes, Dialog, Tag } from '@blueprintjs/core';
import type { CandidateView, UpdateCandidateBody } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { useDeleteCandidate, useUpdateCandidate } from '../api/candidate-commands';
import { useCandidate } from '../api/get-candidate';
import { degreeHeadline } from '../lib/status';
import { CandidateDetails } from './candidate-details';
import { CandidateFields, type Details, detailsOf } from './candidate-form';
import { CandidateHistory } from './candidate-history';
import { InterviewForm } from './interview-form';
import { StatusBadge } from './status-badge';

export function CandidateDialog(props: { candidate: CandidateView; onClose(): void }) {
  const { t } = useTranslation('candidates');
  const [mode, setMode] = useState<'view' | 'edit' | 'interview'>('view');
  const c = useCandidate(props.candidate).data;
  const [details, setDetails] = useState<Details>(detailsOf(c));
  const update = useUpdateCandidate();
  const remove = useDeleteCandidate();
  const degree = degreeHeadline(c);
  // Stays open after saving: the refreshed candidate and its new history entry show at once.
  const save = (body: UpdateCandidateBody) =>
    update.mutate(
      { id: c.id, body },
      {
        onSuccess: () => {
          toast.success({ title: t('detail.saved') });
          setMode('view');
        },
        // A failed update is not only logged: the admin sees why.
        onError: (error) =>
          toast.error({ title: t('add.saveFailed'), description: errorMessage(error, t('add.saveFailedDefault')) }),
      },
    );
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
          <InterviewForm candidate={c} saving={update.isPending} onSave={save} onCancel={() => setMode('view')} />
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
                  disabled={!details.name.trim()}
                  onClick={() => save(details)}
                  text={t('detail.save')}
                />
              </>
            ) : (
              <>
                <Button intent="danger" loading={remove.isPending} text={t('detail.delete')} onClick={erase} />
                <Button icon="clipboard" onClick={() => setMode('interview')} text={t('detail.editInterview')} />
                <Button
                  icon="edit"
                  intent="primary"
                  onClick={() => {
                    setDetails(detailsOf(c));
                    setMode('edit');
                  }}
                  text={t('detail.edit')}
                />
              </>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
