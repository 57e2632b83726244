// One shape per state, so the state never rests on colour alone: a tick, a warning
// triangle, a cross, a question mark. Decorative: the state is always written beside it.
import { type ComponentState } from './system-status';

const PATHS: Record<ComponentState, string> = {
  operational: 'M7 12.5l3.2 3.2L17 9',
  degraded: 'M12 8v5M12 16.5v.5',
  down: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
  unknown: 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.4M12 16.8v.2',
};

export function StatusIcon({ state }: { readonly state: ComponentState }) {
  return (
    <svg className={`status-icon status-icon--${state}`} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {state === 'degraded'
        ? <path d="M12 3.5L22 20.5H2z" fill="currentColor" />
        : <circle cx="12" cy="12" r="10" fill="currentColor" />}
      <path className="status-icon__mark" d={PATHS[state]} fill="none" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
