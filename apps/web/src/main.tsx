import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n/i18n';
import './shared/styles/tokens.css';
import './shared/styles/base.css';


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
