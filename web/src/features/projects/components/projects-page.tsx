import { BriefcaseIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/coming-soon';

/** /projects: the list of openings arrives with the projects issue. */
export function ProjectsPage() {
  const { t } = useTranslation('projects');
  return <ComingSoon icon={<BriefcaseIcon size={36} />} title={t('list.title')} description={t('list.subtitle')} />;
}
