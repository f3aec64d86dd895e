import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { categoryPaths, useGameCategories } from '@/features/games';
import { AppGuideButton, useHelpLinks } from '@/features/help';
import { useBootInfo } from '@/features/system';
import './footer.css';

/** Game providers shown in the footer (spec §2), as badges shipped with the site. */
const footerVendors = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

export function Footer() {
  const { t } = useTranslation();
  const boot = useBootInfo();
  const brand = boot?.info.merchant.name ?? t('app.name');
  const helpLinks = useHelpLinks();
  const { browsable } = useGameCategories();
  const social = (boot?.info.resources ?? []).filter((r) => r.resourceType === 'SOCIAL');

  return (
    <footer className="footer">
      <div className="footer__grid">
        <div className="footer__about">
          <span className="footer__brand">
            <BrandMark size={28} />
            {brand}
          </span>
          <p className="footer__text">{t('footer.about', { brand })}</p>
          <p className="footer__age">
            <span className="footer__age-badge" aria-hidden="true">
              18+
            </span>
            {t('footer.responsible')}
          </p>
        </div>
        <nav className="footer__column" aria-label={t('footer.help')}>
          <h2 className="footer__heading">{t('footer.help')}</h2>
          <ul>
            {helpLinks.length > 0 ? (
              helpLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.title}</Link>
                </li>
              ))
            ) : (
              <>
                <li>
                  <Link to="/help">{t('footer.helpCentre')}</Link>
                </li>
                <li>
                  <Link to="/help#term">{t('footer.terms')}</Link>
                </li>
              </>
            )}
            <li>
              <Link to="/feedback">{t('feedback.open')}</Link>
            </li>
            <li>
              <AppGuideButton className="footer__link-button" />
            </li>
          </ul>
        </nav>
        <nav className="footer__column" aria-label={t('footer.products')}>
          <h2 className="footer__heading">{t('footer.products')}</h2>
          <ul>
            {browsable.map((category) => (
              <li key={category}>
                <Link to={categoryPaths[category]}>{t(`categories.${category}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {social.length > 0 ? (
          <section className="footer__column" aria-labelledby="footer-social">
            <h2 id="footer-social" className="footer__heading">
              {t('footer.social')}
            </h2>
            <ul>
              {social.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="footer__social">
                    {link.iconUrl ? <img src={link.iconUrl} alt="" width={18} height={18} /> : null}
                    {link.labelName}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <section className="footer__vendors" aria-labelledby="footer-vendors">
        <h2 id="footer-vendors" className="visually-hidden">
          {t('footer.vendors')}
        </h2>
        <ul>
          {footerVendors.map((code) => (
            <li key={code}>
              <img src={`/media/vendors/${code.toLowerCase()}.svg`} alt={code} width={72} height={32} loading="lazy" />
            </li>
          ))}
        </ul>
      </section>
      <p className="footer__legal">{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
    </footer>
  );
}
