import { Card, H3 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';
import { toast } from '@/shared/ui/toast';
import { useMyFiles } from '../api/get-my-files';
import { uploadPortfolio } from '../api/upload-portfolio';
import { useUpload } from '../api/use-upload';
import { PORTFOLIO_ACCEPT, portfolioProblem } from '../lib/file-checks';
import { CurrentFile } from './current-file';
import { FileUpload } from './file-upload';
import { uploadFailure } from './upload-failure';
import './resume.css';

/** The profile's Portfolio tab: current file, upload with progress; 20 MB checked first. */
export function PortfolioTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('resume');
  const files = useMyFiles();
  const upload = useUpload(uploadPortfolio);
  const [file, setFile] = useState<File | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = portfolioProblem(chosen);
    if (problem) return toast.error({ title: t(`portfolio.${problem}`) });
    setFile(chosen);
  };
  const send = async () => {
    if (!file) return;
    try {
      await upload.start(file);
      setFile(null);
      toast.success({ title: t('portfolio.uploaded') });
    } catch (error) {
      toast.error(uploadFailure(error, t));
    }
  };

  return (
    <Card className="tb-file-card">
      <H3 className="tb-file-card__title">{t('portfolio.title')}</H3>
      <p className="tb-file-card__subtitle">{t('portfolio.subtitle')}</p>
      <CurrentFile
        label={t('portfolio.current')}
        none={t('portfolio.none')}
        fileName={files.data?.portfolioFileName}
        href={`/api/user/portfolio/${encodeURIComponent(user.id)}`}
      />
      <FileUpload
        file={file}
        onChoose={choose}
        onUpload={send}
        progress={upload.progress}
        accept={PORTFOLIO_ACCEPT}
        choose={t('portfolio.choose')}
        hint={t('portfolio.hint')}
        upload={t('portfolio.upload')}
      />
    </Card>
  );
}
