import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { BackToTop } from '../components/back-to-top';
import { NoticesHost } from '../components/notices-host';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { useRoutePath } from '../components/hooks/use-route-path';
import { WhatsAppWidget } from '../components/whatsapp-widget';
import { OutboxStatus } from '../features/contact/outbox-status';
import { PwaDock } from '../features/pwa/pwa-dock';

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
        <OutboxStatus />
      </PwaDock>
      <NoticesHost />
    </>
  );
}
