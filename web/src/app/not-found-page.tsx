import { NonIdealState } from '@blueprintjs/core';
import { HomeIcon, MapIcon } from '@blueprintjs/icons';
import { canonicalAppPage } from '@tb/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/shared/lib/paths';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { LinkButton } from '@/shared/ui/link-button';

/**
 * Any path that is not a screen of the product. A screen's name in another case (a link written `/Login`) is that
 * screen, as the servers decide (their 301): the app goes there instead.
 */
export function NotFoundPage() {
  const { pathname, search, hash } = useLocation();
  const canonical = canonicalAppPage(pathname);
  if (canonical) return <Navigate to={{ pathname: canonical, search, hash }} replace />;
  return <NoSuchPage />;
}

function NoSuchPage() {
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
