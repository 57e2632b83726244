import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreenAt } from './app/lazy-screens';
import { initI18n } from './i18n/i18n';
import { holdSnapshot } from './shared/offline/snapshot-handoff';
import { startSessionLoad } from './shared/session/session-context';
import './shared/styles/tokens.css';
import './shared/styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// What the first screen needs leaves now, alongside the translations, not after the first
// render: who is signed in, and the screen's own code (issue 17: each is a round trip, 800 ms
// on a weak mobile connection).
startSessionLoad();
preloadScreenAt(window.location.pathname);
// A repeat visit may open on the dashboard's last picture: React builds beside it.
const container = holdSnapshot(root);

// Translations are ready before the first paint, so no text flashes in the wrong language.
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
