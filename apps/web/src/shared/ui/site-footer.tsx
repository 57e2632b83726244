// The footer (spec §2): the landing anchors and the Roadmap mail link; the documentation
// links; security posture, system status and cookies; support and contact mail links;
// social links, whose WhatsApp is the team's own number, not the co-pilot's.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from './external-link';
import {
  CONTACT_MAILTO, COOKIES_PATH, FOOTER_DOCS, LANDING_SECTIONS, SECURITY_PATH, SOCIAL, STATUS_PATH, SUPPORT_MAILTO, roadmapMailto,
} from './footer-links';
import { Logo } from './logo';
import { SectionLink } from './section-link';

const SECTION_KEYS = {
  'section-platform': 'header.nav.platform',
  'section-capabilities': 'header.nav.capabilities',
  'section-workflow': 'header.nav.workflow',
  'section-pricing': 'header.nav.pricing',
} as const;

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
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product">{t('footer.product')}</h2>
          {LANDING_SECTIONS.map((id) => <SectionLink key={id} id={id}>{t(SECTION_KEYS[id])}</SectionLink>)}
          <a href={roadmapMailto(t('footer.roadmapSubject'))}>{t('footer.roadmap')}</a>
        </nav>
        <nav aria-labelledby="footer-docs">
          <h2 id="footer-docs">{t('footer.docs')}</h2>
          {FOOTER_DOCS.map((d) => <Link key={d.to} to={d.to}>{t(d.key)}</Link>)}
        </nav>
        <nav aria-labelledby="footer-trust">
          <h2 id="footer-trust">{t('footer.trust')}</h2>
          <Link to={SECURITY_PATH}>{t('footer.security')}</Link>
          <Link to={STATUS_PATH}>{t('footer.status')}</Link>
          <Link to={{ pathname: COOKIES_PATH, hash: t('footer.cookiesAnchor') }}>{t('footer.cookies')}</Link>
        </nav>
        <nav aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <a href={SUPPORT_MAILTO}>{t('footer.support')}</a>
          <a href={CONTACT_MAILTO}>{t('footer.contactUs')}</a>
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social">{t('footer.social')}</h2>
          <ExternalLink href={SOCIAL.whatsapp} className="site-footer__social">{t('footer.whatsapp')}</ExternalLink>
          <ExternalLink href={SOCIAL.linkedin} className="site-footer__social">{t('footer.linkedin')}</ExternalLink>
          <ExternalLink href={SOCIAL.twitter} className="site-footer__social">{t('footer.twitter')}</ExternalLink>
        </nav>
      </div>
      <p className="container site-footer__legal">{t('footer.rights', { year })}</p>
    </footer>
  );
}
