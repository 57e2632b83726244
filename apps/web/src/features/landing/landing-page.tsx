import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../shared/use-document-title';
import { CapabilitiesSection } from './capabilities-section';
import { ClosingSection } from './closing-section';
import { Hero } from './hero';
import { PlatformSection } from './platform-section';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';
import { WorkflowSection } from './workflow-section';
import './landing.css';

export function LandingPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  useDocumentTitle(`Kumbu — ${t('hero.tagline')}`);

  // Links such as /#section-pricing from other screens arrive through the router, which
  // does not scroll to anchors by itself.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <Hero />
      <PlatformSection />
      <CapabilitiesSection />
      <WorkflowSection />
      <TestimonialsSection />
      <PricingSection />
      <ClosingSection />
    </>
  );
}
