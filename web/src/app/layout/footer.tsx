import { useTranslation } from 'react-i18next';
import { track } from '@/shared/lib/analytics';
import { paths } from '@/shared/lib/paths';
import { BrandMark } from '@/shared/ui/brand-mark';
import { LanguageLink } from '@/shared/ui/language-link';

const columns = [
  {
    heading: 'footer.company',
    links: [
      { to: paths.about, label: 'footer.about', target: 'about' },
      { to: paths.howItWorks, label: 'footer.howItWorks', target: 'how_it_works' },
    ],
  },
  {
    heading: 'footer.help',
    links: [
      { to: paths.faq, label: 'footer.faq', target: 'faq' },
      { to: paths.contact, label: 'footer.contact', target: 'contact' },
    ],
  },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="tb-footer">
      <div className="tb-footer__inner">
        <div className="tb-footer__brand">
          <LanguageLink to={paths.home} className="tb-brand tb-brand--inverse" aria-label={t('brand.homeLabel')}>
            <BrandMark size={28} />
            <span className="tb-brand__name">{t('brand.name')}</span>
          </LanguageLink>
          <p className="tb-footer__tagline">{t('brand.tagline')}</p>
        </div>
        <nav className="tb-footer__nav" aria-label={t('footer.label')}>
          {columns.map((column) => (
            <div key={column.heading} className="tb-footer__column">
              <h2 className="tb-footer__heading">{t(column.heading)}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <LanguageLink to={link.to} onClick={() => track('navigation_click', { target: link.target })}>
                      {t(link.label)}
                    </LanguageLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="tb-footer__bottom">{t('footer.rights', { year: new Date().getFullYear() })}</div>
    </footer>
  );
}
