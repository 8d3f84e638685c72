import { AnchorButton, Button, Callout, FormGroup, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import type { InboxEmailView } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextContent } from '@/shared/ui/rich-text/rich-text-content';
import { toast } from '@/shared/ui/toast';
import { formatSize } from '../lib/dates';

const EDITABLE = ['name', 'email', 'phone', 'position', 'degree', 'university', 'tagsInEng', 'tagsInChinese'] as const;

/** One email under review: what it says, what it carries, and the candidate data found in it. */
export function EmailCard(props: {
  email: InboxEmailView;
  busy: boolean;
  onSave(candidateData: Record<string, string>): void;
  onSkip(): void;
}) {
  const { t, i18n } = useTranslation('inbox');
  const { email } = props;
  const [data, setData] = useState<Record<string, string>>({ ...email.extractedData });
  const [editing, setEditing] = useState(false);
  const received = new Date(email.receivedAt).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US');
  const save = () => {
    if (!data.name?.trim()) {
      setEditing(true);
      return toast.error({ title: t('nameRequired') });
    }
    props.onSave(data);
  };
  const toggleEditing = () => {
    const changed = EDITABLE.some((key) => (data[key] ?? '') !== (email.extractedData[key] ?? ''));
    if (editing && changed) toast.info({ title: t('savedLocally') });
    setEditing(!editing);
  };

  return (
    <article className="tb-inbox__email" aria-label={email.subject}>
      <dl className="tb-inbox__meta">
        <dt>{t('subject')}</dt>
        <dd className="tb-inbox__subject">{email.subject}</dd>
        <dt>{t('from')}</dt>
        <dd>{email.from}</dd>
        <dt>{t('received')}</dt>
        <dd>{received}</dd>
        <dt>{t('resume')}</dt>
        <dd>
          <Tag intent={email.hasResume ? 'success' : 'warning'} minimal>
            {email.hasResume ? t('resumePresent') : t('resumeMissing')}
          </Tag>
        </dd>
      </dl>
      <section className="tb-inbox__body" aria-label={t('body')}>
        {/* Sanitized by the worker (sanitizeRichText): no scripts, styles, images or handlers. */}
        <RichTextContent html={email.body} />
      </section>
      <h5 className="tb-inbox__heading">{t('attachments')}</h5>
      {email.attachments.length === 0 ? (
        <p className="bp6-text-muted">{t('noAttachments')}</p>
      ) : (
        <ul className="tb-inbox__attachments">
          {email.attachments.map((a) => (
            <li key={a.url}>
              <AnchorButton
                variant="minimal"
                icon="paperclip"
                href={a.url}
                target="_blank"
                rel="noopener"
                text={a.filename}
              />
              <span className="bp6-text-muted">
                {a.contentType} · {formatSize(a.size)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h5 className="tb-inbox__heading">{t('extracted')}</h5>
      {editing ? (
        <div className="tb-inbox__form">
          {EDITABLE.map((key) => (
            <FormGroup key={key} label={t(`fields.${key}`)} labelFor={`tb-inbox-${key}`}>
              <InputGroup
                id={`tb-inbox-${key}`}
                value={data[key] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setData((d) => ({ ...d, [key]: value }));
                }}
              />
            </FormGroup>
          ))}
        </div>
      ) : (
        <HTMLTable compact className="tb-inbox__data">
          <tbody>
            {EDITABLE.filter((key) => data[key]).map((key) => (
              <tr key={key}>
                <th scope="row">{t(`fields.${key}`)}</th>
                <td>{data[key]}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {!data.name?.trim() && !editing && <Callout intent="warning">{t('nameRequired')}</Callout>}
      <div className="tb-inbox__actions">
        <Button
          intent="primary"
          icon="floppy-disk"
          disabled={props.busy}
          onClick={save}
          text={props.busy ? t('saving') : t('save')}
        />
        <Button
          icon="edit"
          disabled={props.busy}
          onClick={toggleEditing}
          text={editing ? t('doneEditing') : t('edit')}
        />
        <Button icon="disable" disabled={props.busy} onClick={props.onSkip} text={t('skip')} />
      </div>
    </article>
  );
}
