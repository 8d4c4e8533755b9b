import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { MarkTakenOver } from './app/page';
import { preloadPage, readsSettled } from './app/pages';
import { AppProviders, createQueryClient } from './app/providers';
import { detectLocale, initI18n } from './lib/i18n';
import { readStoredSession } from './lib/storage';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
const session = readStoredSession();
const locale = detectLocale();
// A public page arrives rendered for a guest in the language the browser asked the server for
// (decision 0036). A guest's app in that language takes it over as it is; a signed-in learner's,
// or one whose language was chosen otherwise in this browser, renders its own over it.
const renderedIn = root.dataset.renderedIn;
const hydrates = renderedIn === locale && !session;
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
  // And it is painted before the app takes it over, so a slow phone shows the page while it
  // hydrates rather than after (a hidden tab paints nothing and does not wait).
  if (document.visibilityState === 'visible') {
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
  }
}

const app = (
  <StrictMode>
    {/* A hydrated page says so from its own boundary (PageBoundary), once it has hydrated. */}
    {!hydrates && <MarkTakenOver />}
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);
// A transition, so React renders the first page in slices and the main thread stays free for input.
startTransition(() => {
  if (hydrates) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
