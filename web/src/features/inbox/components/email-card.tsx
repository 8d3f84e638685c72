import { AnchorButton, Button, Callout, FormGroup, HTMLSelect, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { degreeLabel, genderLabel, type InboxEmailView } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextContent } from '@/shared/ui/rich-text/rich-text-content';
import { toast } from '@/shared/ui/toast';
import { useEmailDuplicates } from '../api/get-duplicates';
import { formatSize } from '../lib/dates';

const EDITABLE = [
  'name',
  'email',
  'phone',
  'gender',
  'birthday',
  'position',
  'degree',
  'university',
  'bachelor',
  'master',
  'phd',
  'github',
  'tagsInEng',
  'tagsInChinese',
] as const;

const CHOICES = { gender: ['Male', 'Female'], degree: ['PhD', 'Master', 'Bachelor', 'Associate'] };

/** Stored values in English words, shown in the reader's language. */
const shown = (key: string, value: string, lang: string) =>
  key === 'gender' ? genderLabel(value, lang) : key === 'degree' ? degreeLabel(value, lang) : value;

/** One email under review: what it says, what it carries, and the candidate data found in it. */
export function EmailCard(props: {
  email: InboxEmailView;
  busy: boolean;
  onSave(candidateData: Record<string, string>): void;
  /** Attaches the email (its resume) to an existing candidate instead of adding one. */
  onAttach(candidateId: string): void;
  onSkip(): void;
}) {
  const { t, i18n } = useTranslation('inbox');
  const { email } = props;
  const [data, setData] = useState<Record<string, string>>({ ...email.extractedData });
  const [editing, setEditing] = useState(false);
  const duplicates = useEmailDuplicates(data.email ?? '', data.phone ?? '').data?.duplicates ?? [];
  const list = new Intl.ListFormat(i18n.language === 'zh' ? 'zh-CN' : 'en-US');
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
              {key === 'gender' || key === 'degree' ? (
                // Stored in English words, offered in the reader's language (as in the candidate form).
                <HTMLSelect
                  id={`tb-inbox-${key}`}
                  fill
                  value={data[key] ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setData((d) => ({ ...d, [key]: value }));
                  }}
                >
                  <option value="">-</option>
                  {[...new Set([...CHOICES[key], data[key] ?? ''].filter(Boolean))].map((choice) => (
                    <option key={choice} value={choice}>
                      {shown(key, choice, i18n.language)}
                    </option>
                  ))}
                </HTMLSelect>
              ) : (
                <InputGroup
                  id={`tb-inbox-${key}`}
                  value={data[key] ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setData((d) => ({ ...d, [key]: value }));
                  }}
                />
              )}
            </FormGroup>
          ))}
        </div>
      ) : (
        <HTMLTable compact className="tb-inbox__data">
          <tbody>
            {EDITABLE.filter((key) => data[key]).map((key) => (
              <tr key={key}>
                <th scope="row">{t(`fields.${key}`)}</th>
                <td>{shown(key, data[key] ?? '', i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {!data.name?.trim() && !editing && <Callout intent="warning">{t('nameRequired')}</Callout>}
      {duplicates.length > 0 && (
        <Callout intent="warning" title={t('duplicates')} className="tb-inbox__duplicates">
          {duplicates.map((d) => (
            <div key={d.id} className="tb-inbox__duplicate">
              <span>
                <strong>{d.name}</strong>
                {` · ${[d.email, d.phone, d.position].filter(Boolean).join(' · ')} · `}
                {t('matchedOn', { fields: list.format(d.matchedOn.map((f) => t(`matchFields.${f}`))) })}
              </span>
              <Button
                size="small"
                intent="primary"
                icon="link"
                disabled={props.busy}
                onClick={() => props.onAttach(d.id)}
                text={t('attach', { name: d.name })}
              />
            </div>
          ))}
        </Callout>
      )}
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
