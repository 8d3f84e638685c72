import { Button, Callout, Card, H3, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { type SessionSummary, useEndSession, useSessions } from '../api/security';
import { browserOf } from '../lib/user-agent';

/**
 * The user's signed-in devices: browser and system, signed in, last seen, this device marked; End signs one out
 * (this device too: its next request finds no session). A session unused for a day ends by itself.
 */
export function SessionsCard() {
  const { t, i18n } = useTranslation('auth');
  const sessions = useSessions();
  const end = useEndSession();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const device = (session: SessionSummary) => {
    const { browser, system } = browserOf(session.userAgent);
    if (browser && system) return t('sessions.browserOn', { browser, system });
    return browser ?? system ?? t('sessions.unknownBrowser');
  };
  const onEnd = (session: SessionSummary) =>
    end.mutate(session.id, {
      onSuccess: (answer) => {
        toast.success({ title: answer.message });
        if (session.current) window.location.assign('/login');
      },
      onError: (error) =>
        toast.error({ title: t('sessions.endFailed'), description: errorMessage(error, '') || undefined }),
    });
  return (
    <Card className="tb-account-card" data-testid="sessions-card">
      <H3 className="tb-account-card__title">{t('sessions.title')}</H3>
      <p className="tb-account-card__subtitle">{t('sessions.subtitle')}</p>
      {sessions.isPending && <Spinner size={24} />}
      {sessions.isError && <Callout intent="danger">{t('sessions.loadFailed')}</Callout>}
      {sessions.data && (
        <HTMLTable compact className="tb-sessions">
          <thead>
            <tr>
              <th>{t('sessions.device')}</th>
              <th>{t('sessions.signedIn')}</th>
              <th>{t('sessions.lastSeen')}</th>
              <th aria-label={t('sessions.actions')} />
            </tr>
          </thead>
          <tbody>
            {sessions.data.map((session) => (
              <tr key={session.id} data-testid="session-row" data-current={session.current}>
                <td>
                  {device(session)}{' '}
                  {session.current && (
                    <Tag intent="success" minimal>
                      {t('sessions.current')}
                    </Tag>
                  )}
                </td>
                <td>{when(session.createdAt)}</td>
                <td>{when(session.lastSeenAt)}</td>
                <td>
                  <Button
                    size="small"
                    intent="danger"
                    variant="outlined"
                    loading={end.isPending && end.variables === session.id}
                    onClick={() => onEnd(session)}
                  >
                    {session.current ? t('sessions.endThis') : t('sessions.end')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
