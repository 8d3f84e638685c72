import { AnchorButton, H5, type IconName } from '@blueprintjs/core';
import {
  CANDIDATE_DIALOG,
  CANDIDATE_FILE_LINKS,
  type CandidateView,
  type DialogRow,
  type DialogSection,
  type FileField,
} from '@tb/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { isServedFileOrWebLink } from '@/shared/ui/safe-link';
import { detailRow, fieldValue } from './field-value';
import { ScoreSummary } from './score-summary';

/**
 * How each section shows: rows under a heading that is always there or only over rows, the files' buttons (no
 * heading), or the scores' summary.
 */
const SECTIONS: Record<DialogSection, 'rows' | 'rowsWhenAny' | 'files' | 'scores'> = {
  personal: 'rows',
  education: 'rowsWhenAny',
  files: 'files',
  skills: 'rowsWhenAny',
  interview: 'rows',
  scores: 'scores',
};

/** Each stored file's button. */
const FILE_BUTTONS: Record<
  FileField,
  { icon: IconName; label: 'detail.resume' | 'detail.enResume' | 'detail.portfolio' }
> = {
  resume: { icon: 'document', label: 'detail.resume' },
  englishResume: { icon: 'translate', label: 'detail.enResume' },
  portfolioFile: { icon: 'folder-open', label: 'detail.portfolio' },
};

/** The dialog's read view: its sections and their rows, as the candidate catalogue places them. */
export function CandidateDetails({ candidate: c }: { candidate: CandidateView }) {
  const { t, i18n } = useTranslation('candidates');

  const rows = (section: DialogSection, list: DialogRow[]) => {
    const value = (row: DialogRow) => fieldValue(row.field, c, t, i18n.language);
    const anyShown = list.some((row) => !row.fallback && value(row));
    // A fallback row stands in for the others: the university when no degree's school is known.
    const shown = list
      .filter((row) => !row.fallback || !anyShown)
      .map((row) => detailRow(t(`fields.${row.field}`), value(row)))
      .filter(Boolean);
    // A heading only over rows: no school known, no empty section.
    if (SECTIONS[section] === 'rowsWhenAny' && shown.length === 0) return null;
    return (
      <>
        <H5>{t(`detail.${section as 'personal'}`)}</H5>
        {shown}
      </>
    );
  };

  const fileButton = (row: DialogRow) => {
    const field = row.field as FileField;
    const href = c[CANDIDATE_FILE_LINKS[field]];
    if (!href) return null;
    const { icon, label } = FILE_BUTTONS[field];
    // A typed link stands in for a missing file: shown as text unless it is a web link or a file served here.
    if (!row.alongside) return <AnchorButton key={field} icon={icon} href={href} target="_blank" text={t(label)} />;
    if (!isServedFileOrWebLink(href)) return <span key={field}>{href}</span>;
    return (
      <AnchorButton key={field} icon={icon} href={href} target="_blank" rel="noopener noreferrer" text={t(label)} />
    );
  };

  const files = (list: DialogRow[]) => {
    const buttons = list.map(fileButton).filter(Boolean);
    return buttons.length > 0 ? <div className="tb-candidate__files">{buttons}</div> : null;
  };

  return (
    <>
      {CANDIDATE_DIALOG.map(({ section, rows: list }) => (
        <Fragment key={section}>
          {SECTIONS[section] === 'files' ? (
            files(list)
          ) : SECTIONS[section] === 'scores' ? (
            <>
              <H5>{t('detail.scores')}</H5>
              <ScoreSummary scores={c} />
            </>
          ) : (
            rows(section, list)
          )}
        </Fragment>
      ))}
    </>
  );
}
