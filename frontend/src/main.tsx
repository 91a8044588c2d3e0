import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { i18nReady } from './lib/i18n';
import { restoreAfterReload } from './lib/page-reload';
import { registerServiceWorker } from './lib/service-worker';

const flash = restoreAfterReload(); // before the first read: it may restore the read position

// The first render waits for the chosen language's texts (lib/i18n): never a key or another language on screen.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider flash={flash}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);

registerServiceWorker();
