import { BriefcaseIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { track } from '@/shared/lib/analytics';
import { paths } from '@/shared/lib/paths';
import { BrandMark } from '@/shared/ui/brand-mark';
import { LanguageToggle } from './language-toggle';
import { UserLink } from './user-link';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="tb-header">
      <nav className="tb-header__inner" aria-label={t('nav.main')}>
        <Link
          to={paths.home}
          className="tb-brand"
          aria-label={t('brand.homeLabel')}
          onClick={() => track('navigation_click', { target: 'logo' })}
        >
          <BrandMark size={32} />
          <span className="tb-brand__name">{t('brand.name')}</span>
        </Link>
        <div className="tb-header__actions">
          <NavLink
            to={paths.projects}
            className={({ isActive }) => `tb-nav-link${isActive ? ' tb-nav-link--active' : ''}`}
            onClick={() => track('navigation_click', { target: 'popular_openings' })}
          >
            <BriefcaseIcon className="tb-nav-link__icon" />
            <span>{t('nav.popularOpenings')}</span>
          </NavLink>
          <LanguageToggle />
          <UserLink />
        </div>
      </nav>
    </header>
  );
}
