import { AnchorButton, H5, Tag } from '@blueprintjs/core';
import { type CandidateView, genderLabel } from '@tb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isServedFileOrWebLink, SafeLink } from '@/shared/ui/safe-link';
import { resultLabel } from '../lib/history-format';
import { formatBirthday, formatDate } from '../lib/status';
import { ScoreSummary } from './score-summary';

const tags = (text: string) =>
  text
    .split(/[,，;；]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The dialog's read view: personal, education, files, skills, interview and scores. */
export function CandidateDetails({ candidate: c }: { candidate: CandidateView }) {
  const { t, i18n } = useTranslation('candidates');
  const row = (label: string, value: ReactNode) =>
    value ? (
      <div className="tb-candidate__row" key={label}>
        <span className="bp6-text-muted">{label}</span>
        <span>{value}</span>
      </div>
    ) : null;
  const link = (href: string) => <SafeLink href={href} />;
  const tagList = (text: string) =>
    tags(text).length > 0 ? (
      <span className="tb-candidate__tags">
        {tags(text).map((tag) => (
          <Tag key={tag} minimal round>
            {tag}
          </Tag>
        ))}
      </span>
    ) : null;
  return (
    <>
      <H5>{t('detail.personal')}</H5>
      {row(t('fields.name'), c.name)}
      {row(t('fields.email'), c.email)}
      {row(t('fields.phone'), c.phone)}
      {row(t('fields.gender'), genderLabel(c.gender, i18n.language))}
      {row(t('fields.birthday'), formatBirthday(c.birthday, i18n.language))}
      {row(t('fields.position'), c.position)}
      {row(t('fields.applyTime'), formatDate(c.applyTime, i18n.language))}
      {row(t('fields.role'), c.role)}
      {row(t('fields.github'), c.github && link(c.github))}
      {row(t('fields.personalSite'), c.personalSite && link(c.personalSite))}
      {/* A heading only over rows: no school known, no empty section. */}
      {(c.phd || c.master || c.bachelor || c.university) && (
        <>
          <H5>{t('detail.education')}</H5>
          {row(t('fields.phd'), c.phd)}
          {row(t('fields.master'), c.master)}
          {row(t('fields.bachelor'), c.bachelor)}
          {!c.phd && !c.master && !c.bachelor && row(t('fields.university'), c.university)}
        </>
      )}
      {(c.resumeLink || c.englishResumeLink || c.portfolioLink) && (
        <div className="tb-candidate__files">
          {c.resumeLink && (
            <AnchorButton icon="document" href={c.resumeLink} target="_blank" text={t('detail.resume')} />
          )}
          {c.englishResumeLink && (
            <AnchorButton icon="translate" href={c.englishResumeLink} target="_blank" text={t('detail.enResume')} />
          )}
          {c.portfolioLink && !isServedFileOrWebLink(c.portfolioLink) && <span>{c.portfolioLink}</span>}
          {c.portfolioLink && isServedFileOrWebLink(c.portfolioLink) && (
            <AnchorButton
              icon="folder-open"
              href={c.portfolioLink}
              target="_blank"
              rel="noopener noreferrer"
              text={t('detail.portfolio')}
            />
          )}
        </div>
      )}
      {(tags(c.tagsInEng).length > 0 || tags(c.tagsInChinese).length > 0) && (
        <>
          <H5>{t('detail.skills')}</H5>
          {row(t('fields.tagsInEng'), tagList(c.tagsInEng))}
          {row(t('fields.tagsInChinese'), tagList(c.tagsInChinese))}
        </>
      )}
      <H5>{t('detail.interview')}</H5>
      {row(t('fields.isInterviewed'), t(c.isInterviewed ? 'history.yes' : 'history.no'))}
      {row(t('fields.interviewTime'), formatDate(c.interviewTime, i18n.language))}
      {row(t('fields.interviewer'), c.interviewer)}
      {row(t('fields.interviewResult'), c.interviewResult && resultLabel(c.interviewResult, t))}
      {row(t('fields.expectedSalary'), c.expectedSalary)}
      {row(t('fields.interviewComments'), c.interviewComments)}
      <H5>{t('detail.scores')}</H5>
      <ScoreSummary scores={c} />
    </>
  );
}
