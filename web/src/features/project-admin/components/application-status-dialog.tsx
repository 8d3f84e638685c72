import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { APPLICATION_STATUS_VALUES, type ApplicationStatusValue, type ApplicationView } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { useUpdateApplicationStatus } from '../api/update-application-status';

interface Props {
  application: ApplicationView;
  onClose: () => void;
}

/** An admin moves an application on with a note (the applicant sees it in 'My Projects'). */
export function ApplicationStatusDialog({ application, onClose }: Props) {
  const { t } = useTranslation('projectAdmin');
  const [status, setStatus] = useState<ApplicationStatusValue>(application.applicationStatus);
  const [notes, setNotes] = useState(application.notes);
  const update = useUpdateApplicationStatus();

  const save = () =>
    update.mutate(
      { id: application.id, body: { applicationStatus: status, notes } },
      {
        onSuccess: () => {
          toast.success({ title: t('applications.updated') });
          onClose();
        },
        onError: (error) =>
          toast.error({ title: t('applications.updateFailed'), description: errorMessage(error, '') || undefined }),
      },
    );

  return (
    <Dialog isOpen onClose={onClose} title={t('applications.dialogTitle')}>
      <DialogBody>
        <FormGroup label={t('applications.status')} labelFor="application-status">
          <HTMLSelect
            id="application-status"
            fill
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as ApplicationStatusValue)}
            options={APPLICATION_STATUS_VALUES.map((value) => ({ value, label: t(`applications.statuses.${value}`) }))}
          />
        </FormGroup>
        <FormGroup label={t('applications.columns.notes')} labelFor="application-notes">
          <TextArea
            id="application-notes"
            fill
            rows={4}
            maxLength={5000}
            placeholder={t('applications.notesPlaceholder')}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('applications.cancel')}</Button>
            <Button intent="primary" onClick={save} disabled={update.isPending}>
              {update.isPending ? t('applications.saving') : t('applications.save')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
