import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BackToTop } from '../components/back-to-top';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { useRoutePath } from '../components/use-route-path';
import { WhatsAppWidget } from '../components/whatsapp-widget';

// The notices container and its CSS load after hydration: no notice can show before it, and
// notify() calls made earlier are queued by react-toastify until the container mounts.
const NoticesContainer = lazy(() =>
  import('../components/notices-container').then((m) => ({ default: m.NoticesContainer })),
);

// The offline notice, outbox count, install and update controls only react to events after
// load, so they load after hydration too and stay out of the first paint's JavaScript.
const PwaDock = lazy(() =>
  import('../features/pwa/pwa-dock').then((m) => ({ default: m.PwaDock })),
);

export function Layout({ children }: { children: ReactNode }) {
  const path = useRoutePath();
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- runs once, after hydration
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={path === '/' ? 'page-home' : 'page-inner'}>
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
      <WhatsAppWidget />
      {hydrated && (
        <Suspense fallback={null}>
          <PwaDock />
          <NoticesContainer />
        </Suspense>
      )}
    </>
  );
}
