import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, whatsappLink } from '../whatsapp';
import { Logo } from './logo';

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo />
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.product')}>
          <h2>{t('footer.product')}</h2>
          <Link to={{ pathname: '/', hash: 'section-platform' }}>{t('header.nav.platform')}</Link>
          <Link to={{ pathname: '/', hash: 'section-capabilities' }}>{t('header.nav.capabilities')}</Link>
          <Link to={{ pathname: '/', hash: 'section-workflow' }}>{t('header.nav.workflow')}</Link>
          <Link to={{ pathname: '/', hash: 'section-pricing' }}>{t('header.nav.pricing')}</Link>
        </nav>
        <nav aria-label={t('footer.docs')}>
          <h2>{t('footer.docs')}</h2>
          <Link to="/docs/overview">{t('footer.docsOverview')}</Link>
          <Link to="/docs/privacy">{t('footer.docsPrivacy')}</Link>
          <Link to="/docs/terms">{t('footer.docsTerms')}</Link>
          <Link to="/docs/data-deletion">{t('footer.docsDeletion')}</Link>
        </nav>
        <nav aria-label={t('footer.contact')}>
          <h2>{t('footer.contact')}</h2>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{t('footer.support')}</a>
          <a href={`mailto:${SUPPORT_EMAIL}?subject=Roadmap`}>{t('footer.roadmap')}</a>
          <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">{t('footer.whatsapp')}</a>
        </nav>
      </div>
      <p className="container site-footer__legal">{t('footer.rights', { year })}</p>
    </footer>
  );
}
