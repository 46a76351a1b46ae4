import type { ReactNode } from 'react';
import { BackToTop } from '../components/back-to-top';
import { NoticesContainer } from '../components/notices-container';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { useRoutePath } from '../components/use-route-path';
import { WhatsAppWidget } from '../components/whatsapp-widget';
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
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
      <WhatsAppWidget />
      <PwaDock />
      <NoticesContainer />
    </>
  );
}
