import { Button, Card, FormGroup, H4 } from '@blueprintjs/core';
import type { InboxEmailView } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/ui/date-field';
import { toast } from '@/shared/ui/toast';
import { loadEmails } from '../api/load-emails';
import { yesterday } from '../lib/dates';
import { EmailReview } from './email-review';
import './inbox.css';

/**
 * 'Load from Email': loads the unprocessed emails since a date (yesterday by
 * default) and, when there are some, reviews them one at a time.
 */
export function LoadFromEmailCard() {
  const { t } = useTranslation('inbox');
  const [sinceDate, setSinceDate] = useState(yesterday);
  const [loading, setLoading] = useState(false);
  const [emails, setEmails] = useState<InboxEmailView[] | null>(null);

  const load = async () => {
    setLoading(true);
    try {
      const answer = await loadEmails(sinceDate);
      if (answer.requiresReview && answer.emails.length > 0) {
        setEmails(answer.emails);
        toast.success({ title: t('found', { n: answer.emails.length }) });
      } else {
        toast.info({ title: answer.message || t('none') });
      }
    } catch {
      toast.error({ title: t('loadFailed') });
    } finally {
      setLoading(false);
    }
  };

  if (emails) {
    return <EmailReview initial={emails} sinceDate={sinceDate} onClose={() => setEmails(null)} />;
  }
  return (
    <Card className="tb-inbox">
      <H4>{t('title')}</H4>
      <p className="bp6-text-muted">{t('description')}</p>
      <div className="tb-inbox__load">
        <FormGroup label={t('since')} labelFor="tb-inbox-since" inline>
          <DateField id="tb-inbox-since" value={sinceDate} onChange={setSinceDate} />
        </FormGroup>
        <Button
          intent="primary"
          icon="envelope"
          loading={false}
          disabled={loading}
          onClick={load}
          text={loading ? t('loading') : t('load')}
        />
      </div>
    </Card>
  );
}
