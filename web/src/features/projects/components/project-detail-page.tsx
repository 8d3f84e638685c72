import { ArrowLeftIcon, DocumentIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/shared/lib/paths';
import { ComingSoon } from '@/shared/ui/coming-soon';
import { LinkButton } from '@/shared/ui/link-button';

/** /projects/:id: the project detail with one-click apply arrives with the projects issue. */
export function ProjectDetailPage() {
  const { t } = useTranslation('projects');
  const { id = '' } = useParams();
  return (
    <ComingSoon
      icon={<DocumentIcon size={36} />}
      title={t('detail.title')}
      description={t('detail.subtitle', { id })}
      actions={
        <LinkButton to={paths.projects} variant="outlined" icon={<ArrowLeftIcon />}>
          {t('detail.back')}
        </LinkButton>
      }
    />
  );
}
