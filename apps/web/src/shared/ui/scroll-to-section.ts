/**
 * Glides to a landing-page section: smooth unless the visitor asked the system for
 * reduced motion, then instant. The address gets the section's #anchor (shareable) via
 * replaceState, keeping the router's own history state, and focus moves to the section
 * so the next Tab continues from there, as with a native anchor jump.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
