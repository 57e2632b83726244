// After deleting the account (issue 17 item 6): /adeus in Portuguese, /goodbye in English.
// A public page — the person is signed out — saying plainly that the account and its data
// are gone, and what remains by law (the data-deletion document says it in full).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenTitle, useDocumentTitle } from '../../shared/use-document-title';
import './settings.css';

export function GoodbyePage() {
  const { t } = useTranslation();
  useDocumentTitle(screenTitle(t('account.goodbye.title')));
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the bottom of Settings: start at the top, and tell a screen reader where it is.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' }); // not smooth: the page simply opens at its top
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="container goodbye" aria-labelledby="goodbye-title">
      <h1 id="goodbye-title" ref={heading} tabIndex={-1}>{t('account.goodbye.title')}</h1>
      <p>{t('account.goodbye.body')}</p>
      <p>{t('account.goodbye.kept')} <Link to="/docs/data-deletion">{t('account.goodbye.details')}</Link></p>
      <p>{t('account.goodbye.thanks')}</p>
      <Link className="button button--primary" to="/">{t('account.goodbye.backHome')}</Link>
    </section>
  );
}
