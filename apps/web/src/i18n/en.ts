// English. Typed from the Portuguese object, so a missing or extra key fails the typecheck.
// Loaded on demand (see i18n.ts): most visitors read Portuguese and never download it.
import type { CoreTranslation, Translation } from './pt';
import { appTextsEn } from './app-texts.en';
import { siteEn } from './sections/site.en';
import { landingEn } from './sections/landing.en';
import { statusEn } from './sections/status.en';

export const enCore: CoreTranslation = {
  common: {
    appName: 'Kumbu',
    loading: 'Loading…',
    close: 'Close',
    backHome: 'Back to the home page',
    reload: 'Reload the page',
    pageError: 'This page could not be loaded. Check your connection and try again.',
    pageOffline: 'No Internet connection. This page opens as soon as the connection is back.',
    retry: 'Try again',
    dialogFailed: 'This window could not be opened. Check the connection and try again.',
    dialogOffline: 'No Internet connection: this window opens as soon as the connection is back.',
    skipToContent: 'Skip to content',
    openCalendar: 'Pick the date on a calendar',
  },
  language: {
    label: 'Language',
    pt: 'Português',
    en: 'English',
    changed: 'Language changed to {{name}}',
  },
  transport: {
    timeout: 'Request timeout - please try again',
    network: 'Network error occurred',
    // Spec §8: failures of a call that never got an answer are prefixed 'Network error: '.
    networkFailure: 'Network error: {{detail}}',
    unreachable: 'Kumbu could not be reached. Check your internet connection.',
    http: 'HTTP {{status}}: {{text}}',
    badResponse: 'Unexpected response from the server',
  },
  ...siteEn,
  ...landingEn,
  ...statusEn,
  auth: {
    promptTitle: 'Sign in to continue',
    promptBody: 'The dashboard and settings show your account data. Sign in to see them.',
    promptButton: 'Sign in',
  },
  settings: {
    title: 'Settings',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    loadFailed: 'Failed to load user data',
  },
  docs: {
    title: 'Documentation',
    sidebarLabel: 'Documentation sections',
    notFound: 'Section not found',
    notFoundBody: 'This section does not exist. Pick another one from the list.',
    sections: {
      overview: 'Overview',
      privacy: 'Privacy',
      terms: 'Terms',
      'data-deletion': 'Data deletion',
      api: 'API',
      'user-guide': 'User guide',
      whatsapp: 'WhatsApp',
      support: 'Support',
    },
  },
  notFound: {
    title: 'Page not found',
    body: 'The address you opened does not exist or has moved.',
  },
};

/** Every English text: the core plus what the lazy screens load (app-texts.en.ts). */
// Pure-marked for the bundler, as in pt.ts: the app loads enCore and the app texts apart.
export const en: Translation = /* @__PURE__ */ Object.assign({}, enCore, appTextsEn);
