// Line icons for the platform cards. Inline SVG, not emoji: emoji fonts are missing on
// many systems and render as empty boxes there.
const PATHS = {
  chat: 'M4 5h16v11H9l-5 4z M8 9.5h8 M8 12.5h5',
  chart: 'M4 20h16 M7 16v-5 M12 16V7 M17 16v-8',
  lock: 'M6 11h12v9H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3 M12 14.5v2.5',
} as const;

export type PlatformIconName = keyof typeof PATHS;

export function PlatformIcon({ name }: { readonly name: PlatformIconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
