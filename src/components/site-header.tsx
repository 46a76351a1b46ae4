import { useState } from 'react';
import { billingLinks, brand } from '../config/site';
import { HEADER_SOLID_SCROLL_PX } from '../config/ui';
import { megaMenu, primaryNav } from '../content/navigation';
import type { MenuItem } from '../content/navigation';
import { hydratedOnUse } from './deferred';
import { AppLink } from './app-link';
import { MegaMenu } from './mega-menu';
import { useRoutePath } from './use-route-path';
import { useScrollPast } from './use-scroll-past';

// Links only: the code loads on its first use (so its links navigate in place), or from the first
// client-side navigation on.
const TopBanner = hydratedOnUse(
  () => import('./top-banner').then((m) => m.TopBanner),
  '.top-banner',
);

/** The header is solid past the scroll threshold or on any route but home. */
export function isHeaderSolid(path: string, scrolledPast: boolean): boolean {
  return scrolledPast || path !== '/';
}

function NavItem({
  item,
  active,
  onNavigate,
}: {
  item: MenuItem;
  active: boolean;
  onNavigate: () => void;
}) {
  return (
    <li className="nav-item">
      <AppLink
        href={item.href}
        className={`nav-link${active ? ' active' : ''}`}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {item.name}
      </AppLink>
    </li>
  );
}

export function SiteHeader() {
  const location = useRoutePath();
  const scrolled = useScrollPast(HEADER_SOLID_SCROLL_PX);
  const solid = isHeaderSolid(location, scrolled);
  // The mobile menu is open only for the location it was opened on: it closes on navigation.
  const [expandedAt, setExpandedAt] = useState<string | null>(null);
  const expanded = expandedAt === location;
  const setExpanded = (value: boolean) => setExpandedAt(value ? location : null);
  const closeMenu = () => setExpandedAt(null);

  return (
    <header className={`site-header${solid ? ' is-solid' : ''}${expanded ? ' is-expanded' : ''}`}>
      <TopBanner />
      <nav className="navbar navbar-expand-lg site-navbar" aria-label="Main">
        <div className="container">
          <AppLink href="/" className="navbar-brand" onClick={closeMenu}>
            <img
              src={solid || expanded ? brand.logoDark : brand.logoLight}
              alt={`${brand.name} home`}
              width={brand.logoWidth}
              height={brand.logoHeight}
            />
          </AppLink>
          <button
            type="button"
            className="navbar-toggler"
            aria-controls="main-navigation"
            aria-label="Toggle navigation"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div
            id="main-navigation"
            className={`collapse navbar-collapse${expanded ? ' show' : ''}`}
          >
            <ul className="navbar-nav ms-auto align-items-lg-center">
              {primaryNav.before.map((item) => (
                <NavItem
                  key={item.href}
                  item={item}
                  active={location === item.href}
                  onNavigate={closeMenu}
                />
              ))}
              <MegaMenu
                label={primaryNav.servicesLabel}
                columns={megaMenu}
                location={location}
                onNavigate={closeMenu}
              />
              {primaryNav.after.map((item) => (
                <NavItem
                  key={item.href}
                  item={item}
                  active={location === item.href}
                  onNavigate={closeMenu}
                />
              ))}
            </ul>
            <a
              href={billingLinks.clientArea}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-primary header-cta"
            >
              Login Client Area
            </a>
          </div>
        </div>
      </nav>
    </header>
  );
}
