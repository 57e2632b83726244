// Where the footer's links go (spec §2). Kept apart from the markup so the browser test
// can check every target against one list.
import { CONTACT_GREETING, SUPPORT_EMAIL, contactWhatsappNumber, whatsappLink } from '../whatsapp';

export const CONTACT_EMAIL = 'contacto@kumbu.ao';
export const ROADMAP_EMAIL = 'roadmap@kumbu.ao';

export const LANDING_SECTIONS = ['section-platform', 'section-capabilities', 'section-workflow', 'section-pricing'] as const;
export type LandingSectionId = (typeof LANDING_SECTIONS)[number];

export const FOOTER_DOCS = [
  { to: '/docs/overview', key: 'footer.docsOverview' },
  { to: '/docs/privacy', key: 'footer.docsPrivacy' },
  { to: '/docs/terms', key: 'footer.docsTerms' },
  { to: '/docs/data-deletion', key: 'footer.docsDeletion' },
] as const;

/**
 * Security posture and cookies both live in the privacy document (its "Session and
 * browser" part covers the one session cookie); system status is the status page, which
 * reads the server's health check (/api/health, kept as JSON for machines) for a person.
 */
export const SECURITY_PATH = '/docs/privacy';
/** Plus the language's anchor of the cookie part (footer.cookiesAnchor). */
export const COOKIES_PATH = '/docs/privacy';
export const STATUS_PATH = '/status';

export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
export const CONTACT_MAILTO = `mailto:${CONTACT_EMAIL}`;
export function roadmapMailto(subject: string): string {
  return `mailto:${ROADMAP_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

export const SOCIAL = {
  whatsapp: whatsappLink(CONTACT_GREETING, contactWhatsappNumber()),
  linkedin: 'https://www.linkedin.com/company/kumbu-ao',
  twitter: 'https://twitter.com/kumbu_ao',
} as const;
