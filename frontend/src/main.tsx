import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { restoreAfterReload } from './lib/page-reload';
import { registerServiceWorker } from './lib/service-worker';

const flash = restoreAfterReload(); // before the first read: it may restore the read position

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider flash={flash}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

registerServiceWorker();
