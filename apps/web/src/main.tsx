import { isLocale } from '@academy/contracts/rules';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { preloadPage, readsSettled } from './app/pages';
import { AppProviders, createQueryClient } from './app/providers';
import { changeLocale, currentLocale, detectLocale, initI18n } from './lib/i18n';
import { readStoredSession } from './lib/storage';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
const session = readStoredSession();
// A public page arrives rendered for a guest in the language the browser asked the server for
// (decision 0036). A guest's app takes it over as it is; a signed-in learner's renders their own.
const renderedIn = root.dataset.renderedIn;
const hydrates = renderedIn !== undefined && isLocale(renderedIn) && !session;
const chosenLocale = detectLocale();
const locale = hydrates ? renderedIn : chosenLocale;
// The page's module and data start loading at once, alongside the texts, not after them.
const page = preloadPage(new URL(window.location.href), {
  queryClient,
  locale,
  userId: session?.user.user_id,
});
await initI18n(locale);
if (renderedIn !== undefined) {
  // What the server shows stays until the app has the page's data: no spinner in between.
  await page;
  await readsSettled(queryClient);
}

/**
 * Once the server's page is the app's, a language chosen in this browser takes over. A wrapper,
 * not a sibling, so the tree (and every `useId`) is the one the server rendered.
 */
function FollowChosenLocale({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (currentLocale() !== chosenLocale) void changeLocale(chosenLocale);
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <FollowChosenLocale>
          <AppRoutes />
        </FollowChosenLocale>
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);
// A transition, so React renders the first page in slices and the main thread stays free for input.
startTransition(() => {
  if (hydrates) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
