import { AnchorButton, Button, Callout, FormGroup, HTMLTable, Tag } from '@blueprintjs/core';
import {
  CANDIDATE_FORM_FIELDS,
  candidateCatalogue,
  type InboxEmailView,
  REVIEW_FIELDS,
  type ReviewField,
} from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLanguage } from '@/shared/i18n/language';
import { dateText } from '@/shared/lib/local-date-text';
import { CandidateFieldInput, choiceShown } from '@/shared/ui/candidate-field-input';
import { RichTextContent } from '@/shared/ui/rich-text/rich-text-content';
import { toast } from '@/shared/ui/toast';
import { useEmailDuplicates } from '../api/get-duplicates';
import { formatSize } from '../lib/dates';
import { PaperclipOffIcon } from './paperclip-off-icon';

/**
 * The candidate fields the card offers, from the catalogue: the details form's fields in its order, then what an
 * e-mail's text yields beyond them (the university). A field given a form place shows here too.
 */
const EDITABLE: ReviewField[] = [
  ...CANDIDATE_FORM_FIELDS,
  ...REVIEW_FIELDS.filter((field) => !(CANDIDATE_FORM_FIELDS as ReviewField[]).includes(field)),
];

/** A value as it reads: choices in the reader's words, dates in the page's language, other texts as typed. */
function shown(field: ReviewField, value: string, language: string): string {
  if (candidateCatalogue[field].value === 'date') return dateText(value.slice(0, 10), parseLanguage(language) ?? 'en');
  return choiceShown(field, value, language);
}

/** One email under review: what it says, what it carries, and the candidate data found in it. */
export function EmailCard(props: {
  email: InboxEmailView;
  busy: boolean;
  onSave(candidateData: Record<string, string>): void;
  /** Attaches the email (its resume) to an existing candidate instead of adding one. */
  onAttach(candidateId: string): void;
  onSkip(): void;
}) {
  // The fields read under the candidate form's labels (one label per field, in the candidates namespace).
  const { t, i18n } = useTranslation(['inbox', 'candidates']);
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
      {email.attachments.length === 0 && email.attachmentsNotKept.length === 0 ? (
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
          {/* Left in the mailbox (too large, or past the first 50): named after the kept ones, muted, nothing to open. */}
          {email.attachmentsNotKept.map((a, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two attachments may share a name and a size
            <li key={`not-kept-${index}`} className="tb-inbox__not-kept bp6-text-muted">
              <PaperclipOffIcon />
              <span>{t(`attachmentNotKept.${a.reason}`, { name: a.filename, size: formatSize(a.size) })}</span>
            </li>
          ))}
        </ul>
      )}
      <h5 className="tb-inbox__heading">{t('extracted')}</h5>
      {editing ? (
        <div className="tb-inbox__form">
          {EDITABLE.map((key) => (
            <FormGroup key={key} label={t(`candidates:fields.${key}`)} labelFor={`tb-inbox-${key}`}>
              <CandidateFieldInput
                field={key}
                id={`tb-inbox-${key}`}
                value={data[key] ?? ''}
                onChange={(value) => setData((d) => ({ ...d, [key]: value }))}
              />
            </FormGroup>
          ))}
        </div>
      ) : (
        <HTMLTable compact className="tb-inbox__data">
          <tbody>
            {EDITABLE.filter((key) => data[key]).map((key) => (
              <tr key={key}>
                <th scope="row">{t(`candidates:fields.${key}`)}</th>
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
