import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { preloadPage } from './app/pages';
import { AppProviders, createQueryClient } from './app/providers';
import { detectLocale, initI18n } from './lib/i18n';
import { readStoredSession } from './lib/storage';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
const locale = detectLocale();
// The page's module and data start loading at once, alongside the texts, not after them.
void preloadPage(new URL(window.location.href), {
  queryClient,
  locale,
  userId: readStoredSession()?.user.user_id,
});
await initI18n(locale);
// A transition, so React renders the first page in slices and the main thread stays free for input.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders queryClient={queryClient}>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
});
