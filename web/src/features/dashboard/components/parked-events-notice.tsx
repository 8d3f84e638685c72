import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useParkedEvents } from '../api/get-parked-events';

/** A warning while a read model has set events aside: what they change does not show until they are retried. */
export function ParkedEventsNotice() {
  const { t } = useTranslation('dashboard');
  const { data } = useParkedEvents();
  if (!data || data.total === 0) return null;
  return (
    <Callout intent="warning" title={t('parked.title')} data-testid="parked-events">
      <p>{t('parked.body', { count: data.total })}</p>
      <ul>
        {data.events.slice(0, 5).map((e) => (
          <li key={`${e.projection}:${e.eventId}`}>
            {t('parked.row', { type: e.eventType, projection: e.projection, error: e.error })}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
