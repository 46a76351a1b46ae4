import type { ReactNode } from 'react';
import { BackToTop } from '../components/back-to-top';
import { Island } from '../components/island';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { useRoutePath } from '../components/hooks/use-route-path';
import { WhatsAppWidget } from '../components/whatsapp-widget';
import { domClass } from '../lib/dom-contract';
import { InstallOffer } from '../features/pwa/install-offer';
import { DockContents } from './dock-contents';

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
      {/* The status corner: its island is served with nothing to show, and its code loads when
          it has something (src/app/dock.ts); the install offer is plain HTML. */}
      <div className={domClass.pwaDock}>
        <Island name="pwa-dock">
          <DockContents />
        </Island>
        <InstallOffer />
      </div>
    </>
  );
}
