import { Card, H3 } from '@blueprintjs/core';
import { type ExtractedSkillsView, messageRef, type ResumeUploadAnswer } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '@/shared/i18n/localize-message';
import type { SessionUser } from '@/shared/lib/auth-store';
import { toast } from '@/shared/ui/toast';
import { useMyFiles } from '../api/get-my-files';
import { uploadResume } from '../api/upload-resume';
import { useUpload } from '../api/use-upload';
import { RESUME_ACCEPT, resumeProblem } from '../lib/file-checks';
import { CurrentFile } from './current-file';
import { ExtractedSkillsPanel } from './extracted-skills-panel';
import { FileUpload } from './file-upload';
import { uploadFailure } from './upload-failure';
import './resume.css';

/** The profile's Resume tab: current file, upload with progress, extracted skills. */
export function ResumeTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('resume');
  const localize = useLocalizeMessage();
  const files = useMyFiles();
  const upload = useUpload(uploadResume);
  const [file, setFile] = useState<File | null>(null);
  const [skills, setSkills] = useState<{
    key: number;
    tags: ExtractedSkillsView;
    warnings: ResumeUploadAnswer['warnings'];
    readError: ResumeUploadAnswer['readError'];
  } | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = resumeProblem(chosen);
    if (problem === 'wrongType') return toast.error({ title: t('resume.wrongType') });
    if (problem === 'tooLarge') return toast.error({ title: localize(messageRef('profileFile.tooLarge')) ?? '' });
    setFile(chosen);
  };
  const send = async () => {
    if (!file) return;
    try {
      const answer = await upload.start(file);
      setFile(null);
      setSkills({
        key: Date.now(),
        tags: answer.extractedSkills,
        warnings: answer.warnings,
        readError: answer.readError,
      });
      toast.success({ title: t('resume.uploaded') });
    } catch (error) {
      toast.error(uploadFailure(error, t));
    }
  };

  return (
    <Card className="tb-file-card">
      <H3 className="tb-file-card__title">{t('resume.title')}</H3>
      <p className="tb-file-card__subtitle">{t('resume.subtitle')}</p>
      <CurrentFile
        label={t('resume.current')}
        none={t('resume.none')}
        fileName={files.data?.resumeFileName}
        href={`/api/user/resume/${encodeURIComponent(user.id)}`}
      />
      <FileUpload
        file={file}
        onChoose={choose}
        onUpload={send}
        progress={upload.progress}
        accept={RESUME_ACCEPT}
        choose={t('resume.choose')}
        hint={t('resume.hint')}
        upload={t('resume.upload')}
      />
      {skills && (
        <ExtractedSkillsPanel
          key={skills.key}
          skills={skills.tags}
          warnings={skills.warnings}
          readError={skills.readError}
          onDone={() => setSkills(null)}
        />
      )}
    </Card>
  );
}
