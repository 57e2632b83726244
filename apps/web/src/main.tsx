import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n/i18n';
import './shared/styles/tokens.css';
import './shared/styles/base.css';

// The app runs on preact/compat (vite.config.ts, decision 0009). React runs the effects of a
// click or key press before the next event arrives; Preact waits for the next frame, so a
// fast second key could reach a menu before its effect moved focus into it. Running them
// right after the render commits (still outside it) keeps React's order.
options.requestAnimationFrame = (flush) => { queueMicrotask(flush); };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Translations are ready before the first paint, so no text flashes in the wrong language.
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
