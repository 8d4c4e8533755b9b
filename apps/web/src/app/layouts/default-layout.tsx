import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { lazyChunk } from '../../lib/load-chunk';
import { CustomerServiceLink } from './customer-service-link';
import { Navbar } from './navbar';

// The footer sits below a screen-high main: it comes after the page it ends, not before it.
const Footer = lazyChunk(() => import('./footer').then((module) => module.Footer));

/** Public and learner pages: navbar, content, footer and the customer-service link. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 bg-white p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Navbar />
      <main id="main" className="min-h-screen w-full flex-1 pb-16 sm:pb-0">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <CustomerServiceLink />
    </div>
  );
}
