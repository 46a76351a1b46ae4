/**
 * The page's controls from the first paint on. The prerendered HTML holds every state a control
 * can show (both prices, every tab panel, every project); which one is shown is an attribute in
 * the DOM, and CSS does the rest. This script, inline in the head (allowed by its CSP hash),
 * sets the stored currency before the first paint and handles the controls' clicks and keys by
 * delegation on the document (in the capture phase: React stops an event on a part it has not
 * hydrated yet at its root), so it answers before the app's scripts have loaded and needs no
 * hand-over when they have: React renders these controls in their served state and never
 * handles the same event. Native elements do the rest: `<details name>` (FAQ), `popover`
 * (WhatsApp card), links and forms.
 *
 * `pageControls` is written as a function so that it is typed, linted and unit-tested; the head
 * gets its source (src/app/page-controls-script.ts), so it may use nothing from outside its body but its
 * argument. The names it shares with the app are constants beside their users (CURRENCY_EVENT,
 * PENDING_SUBMIT, FORM_HYDRATED); the unit tests hold the two together. No module of the app's
 * bundle imports this one.
 */

export interface PageControlsConfig {
  currencyKey: string;
  defaultCurrency: string;
  /** The header turns solid past this offset. */
  solidPx: number;
  /** Back-to-top shows past this offset. */
  backToTopPx: number;
  /** The mega-menu closes this long after the pointer leaves it. */
  closeDelayMs: number;
  /** The mega-menu opens on hover and focus at this width and wider. */
  desktopQuery: string;
  /** The portfolio filter's query parameter. */
  categoryParam: string;
  /** The open WhatsApp card closes once the page scrolls this far from where it opened. */
  cardScrollPx: number;
}

import {
  BACK_TO_TOP_SCROLL_PX,
  CATEGORY_QUERY_PARAM,
  CURRENCY_STORAGE_KEY,
  CARD_SCROLL_CLOSE_PX,
  DEFAULT_CURRENCY,
  DESKTOP_MEDIA_QUERY,
  HEADER_SOLID_SCROLL_PX,
  MEGA_MENU_CLOSE_DELAY_MS,
} from '../config/ui';

/** The site's settings for the controls. */
export const pageControlsConfig: PageControlsConfig = {
  currencyKey: CURRENCY_STORAGE_KEY,
  defaultCurrency: DEFAULT_CURRENCY,
  solidPx: HEADER_SOLID_SCROLL_PX,
  backToTopPx: BACK_TO_TOP_SCROLL_PX,
  closeDelayMs: MEGA_MENU_CLOSE_DELAY_MS,
  desktopQuery: DESKTOP_MEDIA_QUERY,
  categoryParam: CATEGORY_QUERY_PARAM,
  cardScrollPx: CARD_SCROLL_CLOSE_PX,
};

export function pageControls(config: PageControlsConfig): void {
  const root = document.documentElement;
  const closest = (event: Event, selector: string) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
  const all = (selector: string, scope: ParentNode = document) => [
    ...scope.querySelectorAll<HTMLElement>(selector),
  ];
  const desktop = () => matchMedia(config.desktopQuery).matches;

  // Storage may be unavailable (private mode, blocked): a choice then lasts for this page view.
  const stored = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const store = (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Not kept.
    }
  };

  // Currency: <html data-currency>, set from storage before the paint; CSS shows its prices.
  const currency = stored(config.currencyKey);
  root.dataset.currency =
    currency === 'USD' || currency === 'PKR' ? currency : config.defaultCurrency;
  const showCurrency = () => {
    for (const button of all('[data-currency-choice]'))
      button.setAttribute(
        'aria-pressed',
        String(button.dataset.currencyChoice === root.dataset.currency),
      );
  };
  const chooseCurrency = (unit: string) => {
    root.dataset.currency = unit;
    showCurrency();
    store(config.currencyKey, unit);
    document.dispatchEvent(new CustomEvent('agency:currency', { detail: unit }));
  };

  // The floating buttons (WhatsApp, back to top) give way: while a link, button or field of the
  // page is under one of them, <html data-floating-yield> hides them (CSS). The open WhatsApp
  // card closes once the page has scrolled away from where it opened.
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const placeFloating = () => {
    frame = 0;
    const buttons = all('.whatsapp-toggle,.back-to-top')
      .map((button) => button.getBoundingClientRect())
      .filter((rect) => rect.width > 0);
    root.toggleAttribute(
      'data-floating-yield',
      all('a[href],button,input,select,textarea,summary').some((target) => {
        if (target.closest('.whatsapp-widget,.back-to-top,.site-header,.pwa-dock')) return false;
        const rect = target.getBoundingClientRect();
        return rect.width > 0 && buttons.some((button) => overlaps(button, rect));
      }),
    );
  };
  let frame = 0;
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(placeFloating);
  };
  let cardOpenedAt: number | null = null;

  // Scroll offsets: <html data-scrolled> (header solid), <html data-scrolled-far> (back to top).
  const onScroll = () => {
    root.toggleAttribute('data-scrolled', scrollY > config.solidPx);
    root.toggleAttribute('data-scrolled-far', scrollY > config.backToTopPx);
    if (cardOpenedAt !== null && Math.abs(scrollY - cardOpenedAt) > config.cardScrollPx) {
      cardOpenedAt = null;
      document.querySelector<HTMLElement>('.whatsapp-card')?.hidePopover();
    }
    schedule();
  };
  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('resize', schedule, { passive: true });

  // Tabs (WAI-ARIA, automatic activation): aria-selected, tabindex and the panels' hidden.
  const selectTab = (tab: HTMLElement, focus: boolean) => {
    const list = tab.closest('[role="tablist"]');
    if (!list) return;
    for (const other of all('[role="tab"]', list)) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
  };

  // Portfolio filter: aria-pressed, the cards' hidden, the count, and ?category= in the address.
  const filterProjects = (gallery: HTMLElement, category: string) => {
    let shown = 0;
    for (const card of all('[data-category]', gallery)) {
      card.hidden = category !== 'all' && card.dataset.category !== category;
      if (!card.hidden) shown++;
    }
    for (const button of all('[data-filter]', gallery))
      button.setAttribute('aria-pressed', String(button.dataset.filter === category));
    const count = gallery.querySelector('[data-count]');
    if (count) count.textContent = `Showing ${shown} ${shown === 1 ? 'project' : 'projects'}`;
  };
  const chooseFilter = (gallery: HTMLElement, category: string) => {
    filterProjects(gallery, category);
    const url = new URL(location.href);
    if (category === 'all') url.searchParams.delete(config.categoryParam);
    else url.searchParams.set(config.categoryParam, category);
    // The address changes after the frame that shows the filtered cards: React follows the
    // address, and its render is no part of the answer. (This script is inlined in the page, so
    // it cannot import src/lib/after-next-paint.ts; this is the same timing.)
    requestAnimationFrame(() => setTimeout(() => history.replaceState(history.state, '', url)));
  };

  // Header: the phone menu (data-open on the header) and the mega-menu (aria-expanded).
  const header = () => document.querySelector<HTMLElement>('.site-header');
  const setMenu = (open: boolean) => {
    const element = header();
    element?.toggleAttribute('data-open', open);
    element?.querySelector('.navbar-toggler')?.setAttribute('aria-expanded', String(open));
  };
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  const setMega = (item: Element | null, open: boolean) => {
    clearTimeout(closeTimer);
    const toggle = item?.querySelector('.mega-menu-toggle');
    // Only a change is written: assistive technology announces each write.
    if (toggle && toggle.getAttribute('aria-expanded') !== String(open))
      toggle.setAttribute('aria-expanded', String(open));
  };
  const megaOpen = (item: Element) =>
    item.querySelector('.mega-menu-toggle')?.getAttribute('aria-expanded') === 'true';
  let hovered: Element | null = null;

  document.addEventListener(
    'click',
    (event) => {
      const choice = closest(event, '[data-currency-choice]');
      if (choice) return chooseCurrency(choice.dataset.currencyChoice ?? config.defaultCurrency);
      const tab = closest(event, '[role="tab"]');
      if (tab) return selectTab(tab, false);
      const filter = closest(event, '[data-filter]');
      const gallery = filter?.closest<HTMLElement>('[data-gallery]');
      if (filter && gallery) return chooseFilter(gallery, filter.dataset.filter ?? 'all');
      if (closest(event, '.back-to-top')) {
        const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
        return scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }
      if (closest(event, '.navbar-toggler'))
        return setMenu(header()?.hasAttribute('data-open') !== true);
      if (closest(event, '.menu-backdrop')) return setMenu(false);
      const mega = closest(event, '.mega-menu-toggle');
      if (mega) {
        const item = mega.closest('.mega-menu');
        // A mouse click on the button the pointer hovers (open on hover) keeps it open; a key or
        // a tap toggles it.
        return setMega(item, (item === hovered && event.detail > 0) || !megaOpen(item!));
      }
      // A link followed in the menu closes it (the page changes under it).
      if (closest(event, '.site-header a')) {
        setMenu(false);
        for (const item of all('.mega-menu')) setMega(item, false);
      }
    },
    true,
  );

  // A tap or key on a control answered here or by the platform goes no further than the
  // document. React has no handler on these controls, but while the page still hydrates its
  // root listener answers any tap or key on a part not yet hydrated by hydrating the whole rest
  // of the page at once, inside that event: the answer's frame would wait for it.
  const answeredHere =
    '[data-currency-choice],[role="tab"],[data-filter],.back-to-top,.navbar-toggler,.menu-backdrop,.mega-menu-toggle,[popovertarget],[data-accordion] summary';
  for (const type of 'pointerdown pointerup touchstart touchend mousedown mouseup click keydown keyup'.split(
    ' ',
  ))
    document.addEventListener(
      type,
      (event) => {
        if (closest(event, answeredHere)) event.stopPropagation();
      },
      true,
    );

  document.addEventListener(
    'keydown',
    (event) => {
      const tab = closest(event, '[role="tab"]');
      const faq = closest(event, '[data-accordion] summary');
      const mega = closest(event, '.mega-menu');
      if (tab) {
        const tabs = all('[role="tab"]', tab.closest('[role="tablist"]')!);
        const index = tabs.indexOf(tab);
        const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[
          event.key
        ];
        if (next === undefined) return;
        event.preventDefault();
        selectTab(tabs[(next + tabs.length) % tabs.length]!, true);
      } else if (faq) {
        const headers = all('summary', faq.closest('[data-accordion]')!);
        const index = headers.indexOf(faq);
        const last = headers.length - 1;
        const next = {
          ArrowDown: index === last ? 0 : index + 1,
          ArrowUp: index === 0 ? last : index - 1,
          Home: 0,
          End: last,
        }[event.key];
        if (next === undefined) return;
        event.preventDefault();
        headers[next]!.focus();
      } else if (mega && event.key === 'Escape' && megaOpen(mega)) {
        event.stopPropagation();
        setMega(mega, false);
        mega.setAttribute('data-dismissed', '');
        mega.querySelector<HTMLElement>('.mega-menu-toggle')?.focus();
      } else if (event.key === 'Escape' && header()?.hasAttribute('data-open')) {
        setMenu(false);
        header()?.querySelector<HTMLElement>('.navbar-toggler')?.focus();
      }
    },
    true,
  );

  // The mega-menu on wide screens: a mouse over it or keyboard focus on it opens it; it closes
  // the close delay after the mouse leaves, and at once when focus leaves it.
  document.addEventListener(
    'pointerover',
    (event) => {
      const item = closest(event, '.mega-menu');
      if (event.pointerType !== 'mouse' || item === hovered) return;
      if (hovered) {
        const left = hovered;
        clearTimeout(closeTimer);
        closeTimer = setTimeout(() => setMega(left, false), config.closeDelayMs);
      }
      hovered = item;
      if (item && desktop()) {
        item.removeAttribute('data-dismissed');
        setMega(item, true);
      }
    },
    true,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      const toggle = closest(event, '.mega-menu-toggle');
      if (!toggle || !desktop() || toggle.closest('[data-dismissed]')) return;
      if (toggle.matches(':focus-visible')) setMega(toggle.closest('.mega-menu'), true);
    },
    true,
  );
  document.addEventListener(
    'focusout',
    (event) => {
      const item = closest(event, '.mega-menu');
      const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      if (!item || item.contains(next)) return;
      item.removeAttribute('data-dismissed');
      if (desktop() && item !== hovered) setMega(item, false);
    },
    true,
  );

  // The WhatsApp card is a popover: its toggle's aria-expanded follows it.
  document.addEventListener(
    'toggle',
    (event) => {
      const card = event.target as HTMLElement;
      if (!card.id || !card.hasAttribute('popover')) return;
      const open = (event as ToggleEvent).newState === 'open';
      cardOpenedAt = open ? scrollY : null;
      for (const button of all(`[popovertarget="${card.id}"]`))
        button.setAttribute('aria-expanded', String(open));
    },
    true,
  );

  // Forms submitted before the app has hydrated: no page load (and no text in an address); the
  // form shows that it is at work, and the app sends it once it has hydrated.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.hasAttribute('data-hydrated') || !form.hasAttribute('data-busy-label')) return;
      event.preventDefault();
      if (form.hasAttribute('data-pending-submit')) return;
      form.setAttribute('data-pending-submit', '');
      const button = form.querySelector<HTMLButtonElement>('[type="submit"]');
      if (button) {
        button.disabled = true;
        button.textContent = form.getAttribute('data-busy-label');
      }
    },
    true,
  );

  // Once the document is parsed: the served controls show the states set above.
  const ready = () => {
    showCurrency();
    onScroll();
    // Content that moves under the floating buttons without a scroll: a tab, a filter (checked
    // in the frame after the one that shows the tap's answer), the page growing as it loads.
    document.addEventListener('click', () => requestAnimationFrame(schedule), true);
    new ResizeObserver(schedule).observe(document.body);
    const category = new URL(location.href).searchParams.get(config.categoryParam);
    for (const gallery of all('[data-gallery]'))
      if (all('[data-filter]', gallery).some((button) => button.dataset.filter === category))
        filterProjects(gallery, category!);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
}
