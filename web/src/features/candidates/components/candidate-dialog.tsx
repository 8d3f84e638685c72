import { AnchorButton, Button, Classes, Dialog, H5, ProgressBar, Tag } from '@blueprintjs/core';
import type { CandidateView } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { useDeleteCandidate, useUpdateCandidate } from '../api/candidate-commands';
import { formatDate, formatScore } from '../lib/status';
import { CandidateFields, type Details, detailsOf } from './candidate-form';
import { CandidateHistory } from './candidate-history';
import { InterviewForm } from './interview-form';
import { StatusBadge } from './status-badge';

const SCORES = ['english', 'education', 'professionalSkills', 'projectExperience', 'collaboration'] as const;

export function CandidateDialog({ candidate, onClose }: { candidate: CandidateView; onClose(): void }) {
  const { t, i18n } = useTranslation('candidates');
  const [mode, setMode] = useState<'view' | 'edit' | 'interview'>('view');
  const [details, setDetails] = useState<Details>(detailsOf(candidate));
  const update = useUpdateCandidate();
  const remove = useDeleteCandidate();
  const c = candidate;
  const degree = t(`filters.degrees.${c.highestDegree}`);
  const row = (label: string, value: string | null) =>
    value ? (
      <div className="tb-candidate__row" key={label}>
        <span className="bp6-text-muted">{label}</span>
        <span>{value}</span>
      </div>
    ) : null;
  const save = (body: Parameters<typeof update.mutate>[0]['body']) =>
    update.mutate(
      { id: c.id, body },
      {
        onSuccess: () => {
          toast.success({ title: t('detail.saved') });
          setMode('view');
          onClose();
        },
        // The spec only logs a failed update; the user still sees why.
        onError: (error) =>
          toast.error({ title: t('add.saveFailed'), description: errorMessage(error, t('add.saveFailedDefault')) }),
      },
    );

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={c.name}
      className="tb-candidate__dialog"
      style={{ width: 820, maxWidth: '96vw' }}
    >
      <div className={Classes.DIALOG_BODY}>
        <div className="tb-candidate__header">
          <Tag minimal>{c.position || '-'}</Tag>{' '}
          <Tag minimal intent="primary">
            {c.highestDegree === 'other' ? [c.degree, c.university].filter(Boolean).join(' · ') || degree : degree}
          </Tag>{' '}
          <StatusBadge candidate={c} />
        </div>
        {mode === 'edit' ? (
          <CandidateFields value={details} onChange={setDetails} />
        ) : mode === 'interview' ? (
          <InterviewForm candidate={c} saving={update.isPending} onSave={save} onCancel={() => setMode('view')} />
        ) : (
          <>
            <H5>{t('detail.personal')}</H5>
            {row(t('fields.email'), c.email)}
            {row(t('fields.phone'), c.phone)}
            {row(t('fields.gender'), c.gender)}
            {row(t('fields.birthday'), c.birthday)}
            {row(t('fields.position'), c.position)}
            {row(t('fields.applyTime'), formatDate(c.applyTime, i18n.language))}
            {row(t('fields.role'), c.role)}
            {row(t('fields.github'), c.github)}
            {row(t('fields.personalSite'), c.personalSite)}
            <H5>{t('detail.education')}</H5>
            {row(t('fields.phd'), c.phd)}
            {row(t('fields.master'), c.master)}
            {row(t('fields.bachelor'), c.bachelor)}
            {!c.phd && !c.master && !c.bachelor && row(t('fields.university'), c.university)}
            <div className="tb-candidate__files">
              {c.resumeLink && <AnchorButton href={c.resumeLink} target="_blank" text={t('detail.resume')} />}
              {c.englishResumeLink && (
                <AnchorButton href={c.englishResumeLink} target="_blank" text={t('detail.enResume')} />
              )}
              {c.portfolioLink && (
                <AnchorButton
                  href={c.portfolioLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  text={t('detail.portfolio')}
                />
              )}
            </div>
            <H5>{t('detail.skills')}</H5>
            {row(t('fields.tagsInEng'), c.tagsInEng)}
            {row(t('fields.tagsInChinese'), c.tagsInChinese)}
            <H5>{t('detail.interview')}</H5>
            {row(t('fields.interviewTime'), formatDate(c.interviewTime, i18n.language))}
            {row(t('fields.interviewer'), c.interviewer)}
            {row(t('fields.expectedSalary'), c.expectedSalary)}
            {row(t('fields.interviewComments'), c.interviewComments)}
            <H5>{t('detail.scores')}</H5>
            <p>{t('detail.averageOutOf', { value: formatScore(c.averageScore) })}</p>
            <ProgressBar value={(c.averageScore ?? 0) / 5} stripes={false} intent="primary" />
            <div className="tb-candidate__marks" aria-hidden="true">
              <span>0</span>
              <span>2.5</span>
              <span>5</span>
            </div>
            <div className="tb-candidate__tiles">
              {SCORES.map((k) => (
                <div key={k} className="tb-candidate__tile">
                  <span className="bp6-text-muted">{t(`fields.${k}`)}</span>
                  <strong>{formatScore(c[k])}</strong>
                </div>
              ))}
            </div>
            <CandidateHistory candidateId={c.id} />
          </>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          {mode === 'edit' ? (
            <>
              <Button onClick={() => setMode('view')} text={t('detail.cancel')} />
              <Button
                intent="primary"
                loading={update.isPending}
                onClick={() => save(details)}
                text={t('detail.save')}
              />
            </>
          ) : mode === 'view' ? (
            <>
              <Button
                intent="danger"
                loading={remove.isPending}
                text={t('detail.delete')}
                onClick={() => {
                  if (!window.confirm(t('detail.confirmDelete'))) return;
                  remove.mutate(c.id, {
                    onSuccess: () => {
                      toast.success({ title: t('detail.deleted') });
                      onClose();
                    },
                    onError: () => window.alert(t('detail.deleteFailed')),
                  });
                }}
              />
              <Button onClick={() => setMode('interview')} text={t('detail.editInterview')} />
              <Button intent="primary" onClick={() => setMode('edit')} text={t('detail.edit')} />
            </>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
