import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { deferred, hydratedOnUse } from '../components/deferred';
import { NoticesHost } from '../components/notices-host';
import { SiteHeader } from '../components/site-header';
import { useRoutePath } from '../components/use-route-path';
import { WhatsAppWidget } from '../components/whatsapp-widget';

// The footer is links and text only: its code loads on its first use (a pointer pressed or focus
// inside it), so its links navigate in place, or from the first client-side navigation on.
const SiteFooter = hydratedOnUse(
  () => import('../components/site-footer').then((m) => m.SiteFooter),
  '.site-footer',
);
// Loaded when the page is idle: the served HTML shows them until then. An install offer the
// browser makes before the dock has loaded is kept by the page's inline head script.
const BackToTop = deferred(() => import('../components/back-to-top').then((m) => m.BackToTop));
const PwaDock = deferred(() => import('../features/pwa/pwa-dock').then((m) => m.PwaDock));
const OutboxIndicator = deferred(() =>
  import('../features/contact/outbox-indicator').then((m) => m.OutboxIndicator),
);

export function Layout({ children }: { children: ReactNode }) {
  const path = useRoutePath();
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={path === '/' ? 'page-home' : 'page-inner'}>
        {/* A boundary of its own: React hydrates the page after the header, in short slices
            (a dehydrated Suspense boundary hydrates at low priority), not in one long task. */}
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <SiteFooter />
      <BackToTop />
      <WhatsAppWidget />
      <PwaDock>
        <OutboxIndicator />
      </PwaDock>
      <NoticesHost />
    </>
  );
}
