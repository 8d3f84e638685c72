import { BriefcaseIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { track } from '@/shared/lib/analytics';
import { paths } from '@/shared/lib/paths';
import { BrandMark } from '@/shared/ui/brand-mark';
import { LanguageLink, LanguageNavLink } from '@/shared/ui/language-link';
import { LanguageToggle } from './language-toggle';
import { UserLink } from './user-link';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="tb-header">
      <nav className="tb-header__inner" aria-label={t('nav.main')}>
        <LanguageLink
          to={paths.home}
          className="tb-brand"
          aria-label={t('brand.homeLabel')}
          onClick={() => track('navigation_click', { target: 'logo' })}
        >
          <BrandMark size={32} />
          <span className="tb-brand__name">{t('brand.name')}</span>
        </LanguageLink>
        <div className="tb-header__actions">
          <LanguageNavLink
            to={paths.projects}
            className={({ isActive }) => `tb-nav-link${isActive ? ' tb-nav-link--active' : ''}`}
            onClick={() => track('navigation_click', { target: 'popular_openings' })}
          >
            <BriefcaseIcon className="tb-nav-link__icon" />
            <span>{t('nav.popularOpenings')}</span>
          </LanguageNavLink>
          <LanguageToggle />
          <UserLink />
        </div>
      </nav>
    </header>
  );
}
