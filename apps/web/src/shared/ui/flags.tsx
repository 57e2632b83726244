// Flags as tiny inline SVG rather than emoji: Windows and many Linux phones have no
// flag emoji and would show the letters "AO" / "GB" instead.
import type { Lang } from '@kumbu/core/lang';

function Angola() {
  return (
    <svg viewBox="0 0 30 20" className="flag" aria-hidden="true" focusable="false">
      <rect width="30" height="10" fill="#cc092f" />
      <rect y="10" width="30" height="10" fill="#000" />
      <path d="M17.6 6.2a4.6 4.6 0 1 1-5.9 7.2" fill="none" stroke="#ffcb00" strokeWidth="1.3" />
      <path d="M11.2 12.6l5.4-3.9M16 8l1.5-.6-.4 1.6" fill="none" stroke="#ffcb00" strokeWidth="1.1" />
      <path d="M13.2 6.3l.6 1.5 1.6.1-1.2 1 .4 1.6-1.4-.9-1.4.9.4-1.6-1.2-1 1.6-.1z" fill="#ffcb00" />
    </svg>
  );
}

function UnitedKingdom() {
  return (
    <svg viewBox="0 0 60 40" className="flag" aria-hidden="true" focusable="false">
      {/* The SVG viewport clips the diagonals' ends; no clipPath id that could repeat. */}
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}

export function Flag({ lang }: { readonly lang: Lang }) {
  return lang === 'pt' ? <Angola /> : <UnitedKingdom />;
}
