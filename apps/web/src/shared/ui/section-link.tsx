import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { scrollToSection } from './scroll-to-section';

interface Props {
  /** A landing-page anchor: section-platform, section-capabilities, … */
  readonly id: string;
  readonly children: ReactNode;
  readonly className?: string;
  /** Runs before the scroll, e.g. to close the mobile menu. */
  readonly onNavigate?: () => void;
}

/**
 * A link to a landing section that works from every screen: on the landing page it
 * scrolls there smoothly; elsewhere it goes to /#id and the landing page scrolls on arrival.
 */
export function SectionLink({ id, children, className, onNavigate }: Props) {
  const { pathname } = useLocation();
  return (
    <Link
      to={{ pathname: '/', hash: id }}
      className={className}
      onClick={(event) => {
        onNavigate?.();
        if (pathname === '/' && !event.metaKey && !event.ctrlKey && !event.shiftKey && scrollToSection(id)) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
