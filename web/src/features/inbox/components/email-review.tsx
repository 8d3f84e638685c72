import { Button, Card, H4, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import type { InboxEmailView } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { loadEmails } from '../api/load-emails';
import { processEmail } from '../api/process-email';
import { EmailCard } from './email-card';

/** A 100 ms pause before saying more emails arrived, so the last toast is not replaced at once. */
const MORE_EMAILS_DEFERRAL_MS = 100;

/**
 * 'Sequential Processing Mode': one email at a time. Save or Skip moves on; after the last, the server is
 * asked for more, and the review restarts at the first of them or closes with 'All processed'.
 */
export function EmailReview(props: { initial: InboxEmailView[]; sinceDate: string; onClose(): void }) {
  const { t } = useTranslation('inbox');
  const queryClient = useQueryClient();
  const [emails, setEmails] = useState(props.initial);
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const email = emails[index];

  const askForMore = async () => {
    try {
      const answer = await loadEmails(props.sinceDate);
      if (answer.emails.length > 0) {
        setEmails(answer.emails);
        setIndex(0);
        setTimeout(() => toast.info({ title: t('foundMore', { n: answer.emails.length }) }), MORE_EMAILS_DEFERRAL_MS);
        return;
      }
      toast.success({ title: t('allProcessed') });
      props.onClose();
    } catch {
      toast.info({ title: t('finished') });
      props.onClose();
    }
  };

  const next = async () => {
    if (index + 1 < emails.length) setIndex(index + 1);
    else await askForMore();
  };

  const process = async (action: 'save' | 'skip', candidateData?: Record<string, string>, attachTo?: string) => {
    if (!email) return;
    setBusy(true);
    try {
      await processEmail({
        emailId: email.id,
        action,
        ...(candidateData ? { candidateData } : {}),
        ...(attachTo ? { attachTo } : {}),
      });
      if (action === 'save') {
        toast.success({ title: t(attachTo ? 'attached' : 'saved') });
        // The candidate list lives in another feature: refresh whatever is cached.
        await queryClient.invalidateQueries();
      } else toast.info({ title: t('skipped') });
      await next();
    } catch (error) {
      toast.error({ title: t('processFailed'), description: errorMessage(error, '') || undefined });
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    if (window.confirm(t('cancelConfirm'))) props.onClose();
  };

  return (
    <Card className="tb-inbox tb-inbox--review">
      <div className="tb-inbox__review-head">
        <div>
          <Tag minimal intent="primary">
            {t('mode')}
          </Tag>
          <H4>{t('reviewTitle')}</H4>
        </div>
        <span className="bp6-text-muted">{t('progress', { current: index + 1, total: emails.length })}</span>
      </div>
      {email && (
        <EmailCard
          key={email.id}
          email={email}
          busy={busy}
          onSave={(data) => process('save', data)}
          onAttach={(candidateId) => process('save', undefined, candidateId)}
          onSkip={() => process('skip')}
        />
      )}
      <div className="tb-inbox__actions">
        <Button icon="arrow-right" text={t('next')} disabled={busy} onClick={next} />
        <Button icon="cross" intent="danger" variant="minimal" text={t('cancel')} disabled={busy} onClick={cancel} />
      </div>
    </Card>
  );
}
