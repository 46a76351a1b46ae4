import { billingLinks, brand } from '../config/site';
import { clientArea } from '../content/data/blocks/header.json' with { type: 'json' };
import { megaMenu, primaryNav } from '../content/navigation';
import type { MenuItem } from '../content/navigation';
import { AppLink } from './app-link';
import { BrandLogo } from './brand-logo';
import { HeaderSearch } from './header-search';
import { Icon } from './icon';
import { MegaMenu } from './mega-menu';
import { ThemeToggle } from './theme-toggle';
import { TopBanner } from './top-banner';
import { useRoutePath } from './hooks/use-route-path';
import { domClass } from '../lib/dom-contract';

const logos = [
  ['logo-on-solid', 'onSolid'],
  ['logo-on-hero', 'onHero'],
] as const;

function NavItem({ item, active }: { item: MenuItem; active: boolean }) {
  return (
    <li className="nav-item">
      <AppLink
        href={item.href}
        className={`nav-link${active ? ' active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        {item.name}
      </AppLink>
    </li>
  );
}

/**
 * The header. It is solid on every route but home, and on home past the scroll threshold or
 * with the phone menu open (CSS, from `<html data-scrolled>` and the header's `data-open`). The
 * phone menu's toggle, its backdrop and the mega-menu are handled from the first paint by the
 * page's head script (src/inline/page-controls.ts), which also closes them when a link is
 * followed.
 */
export function SiteHeader() {
  const location = useRoutePath();
  return (
    <header className={`${domClass.siteHeader}${location === '/' ? '' : ' is-solid'}`}>
      <TopBanner />
      <nav className="navbar navbar-expand-lg site-navbar" aria-label="Main">
        <div className="container">
          <AppLink href="/" className="navbar-brand">
            {/* One logo for the solid header, one over the hero: CSS shows the one that fits. */}
            {/* Small, and one of the two is hidden: no preload in every page's head for them. */}
            {logos.map(([className, artwork]) => (
              <BrandLogo
                key={className}
                className={className}
                artwork={artwork}
                alt={`${brand.name} home`}
              />
            ))}
          </AppLink>
          <HeaderSearch />
          <ThemeToggle />
          <button
            type="button"
            className={domClass.menuToggle}
            aria-controls="main-navigation"
            aria-label="Toggle navigation"
            aria-expanded={false}
          >
            {/* CSS shows the one that fits the menu's state (the button's aria-expanded). */}
            <Icon name="menu" size={24} className="icon-menu" />
            <Icon name="close" size={24} className="icon-close" />
          </button>
          <div id="main-navigation" className="collapse navbar-collapse">
            <ul className="navbar-nav ms-auto align-items-lg-center">
              {primaryNav.before.map((item) => (
                <NavItem key={item.href} item={item} active={location === item.href} />
              ))}
              <MegaMenu label={primaryNav.servicesLabel} columns={megaMenu} />
              {primaryNav.after.map((item) => (
                <NavItem key={item.href} item={item} active={location === item.href} />
              ))}
            </ul>
            <a
              href={billingLinks.clientArea}
              target="_blank"
              rel="noopener noreferrer"
              className="btn header-cta"
            >
              {clientArea}
            </a>
          </div>
        </div>
      </nav>
      {/* Behind the open phone menu; a tap on it closes the menu (the page's inline script). */}
      <div className={domClass.menuBackdrop} aria-hidden="true" />
    </header>
  );
}
