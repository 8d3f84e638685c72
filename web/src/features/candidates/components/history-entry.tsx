import { Button, HTMLTable, Icon, type IconName, type Intent } from '@blueprintjs/core';
import type { HistoryEntry as Entry } from '@tb/contracts';
import { useTranslation } from 'react-i18next';
import type { FormattedEntry } from '../lib/history-format';

const LOOK: Record<Entry['kind'], { icon: IconName; intent: Intent }> = {
  added: { icon: 'add', intent: 'success' },
  detailsEdited: { icon: 'edit', intent: 'primary' },
  interviewScored: { icon: 'star', intent: 'warning' },
  resumeAttached: { icon: 'document', intent: 'none' },
  englishResumeAttached: { icon: 'document', intent: 'none' },
  portfolioAttached: { icon: 'paperclip', intent: 'none' },
  appliedByEmail: { icon: 'envelope', intent: 'primary' },
  hired: { icon: 'endorsed', intent: 'success' },
  hireCancelled: { icon: 'disable', intent: 'warning' },
  erased: { icon: 'trash', intent: 'danger' },
};

/** One change: the sentence (what, who, when), then each field's old → new value. */
export function HistoryEntryItem(props: { entry: FormattedEntry; at: string; onViewAsOf?(at: string): void }) {
  const { t } = useTranslation('candidates');
  const { entry } = props;
  const look = LOOK[entry.kind];
  const creation = entry.kind === 'added';
  return (
    <li className={`tb-history__entry tb-history__entry--${entry.kind}`}>
      <span className="tb-history__icon">
        <Icon icon={look.icon} intent={look.intent} size={14} />
      </span>
      <div className="tb-history__body">
        <div className="tb-history__headline">
          <strong>{entry.headline}</strong>
          {entry.kind !== 'erased' && props.onViewAsOf && (
            <Button
              size="small"
              variant="minimal"
              icon="history"
              aria-label={t('history.viewAsOf')}
              title={t('history.viewAsOf')}
              onClick={() => props.onViewAsOf?.(props.at)}
            />
          )}
        </div>
        {entry.changes.length > 0 && (
          <HTMLTable compact className="tb-history__changes">
            <thead>
              <tr>
                <th>{t('history.field')}</th>
                {!creation && <th>{t('history.before')}</th>}
                {!creation && <td />}
                <th>{t('history.after')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.changes.map((change) => (
                <tr key={change.field} className={change.redacted ? 'tb-history__redacted' : undefined}>
                  <th scope="row">{change.label}</th>
                  {!creation && <td className="tb-history__old">{change.old}</td>}
                  {!creation && <td aria-hidden="true">{change.old === undefined ? '' : '→'}</td>}
                  <td className="tb-history__new">{change.new}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </li>
  );
}
