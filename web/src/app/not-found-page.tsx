import { NonIdealState } from '@blueprintjs/core';
import { HomeIcon, MapIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/lib/paths';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { LinkButton } from '@/shared/ui/link-button';

/** Any path that is not a screen of the product. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  usePageTitle(t('notFound.title'));
  return (
    <section className="tb-page tb-not-found">
      <NonIdealState
        icon={<MapIcon size={64} />}
        title={<span className="tb-not-found__title">{t('notFound.title')}</span>}
        description={t('notFound.body')}
        action={
          <LinkButton to={paths.home} intent="primary" icon={<HomeIcon />}>
            {t('notFound.home')}
          </LinkButton>
        }
      />
    </section>
  );
}
