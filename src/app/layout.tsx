import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BackToTop } from '../components/back-to-top';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { useRoutePath } from '../components/use-route-path';
import { WhatsAppWidget } from '../components/whatsapp-widget';
// Eager: the browser's install offer (beforeinstallprompt) may come right after load.
import { PwaDock } from '../features/pwa/pwa-dock';

// The notices container and its CSS load after hydration: no notice can show before it, and
// notify() calls made earlier are queued by react-toastify until the container mounts.
const NoticesContainer = lazy(() =>
  import('../components/notices-container').then((m) => ({ default: m.NoticesContainer })),
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
      <PwaDock />
      {hydrated && (
        <Suspense fallback={null}>
          <NoticesContainer />
        </Suspense>
      )}
    </>
  );
}
