import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { i18nReady } from './i18n/i18n';
import { AppProviders } from './app/app-providers';
import { reloadForNewVersion } from './app/chunk-error-boundary';
import { router } from './app/router';
import { store } from './store/store';

// Vite reports a stale chunk here before React sees it (spec §2 chunk-load failure).
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadForNewVersion();
});

// the user's language loads first (its own chunk), so the first paint is never in raw keys
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </Provider>
    </StrictMode>,
  ),
);
