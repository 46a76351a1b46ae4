/**
 * The page's controls, from the first paint on: the one owner of every control that is not an
 * island. The prerendered HTML holds every state a control can show (both prices, every tab
 * panel, every project); which one is shown is an attribute in the DOM, and CSS does the rest.
 * This script, inline in the head (allowed by its CSP hash), sets the stored theme and currency
 * before the first paint and handles the controls' clicks and keys by delegation on the document. Native
 * elements do the rest: `<details name>` (FAQ), `popover` (WhatsApp card), links and forms.
 *
 * Forms: a send is checked first, with the checks the build rendered into the fields from the
 * schema (`data-checks`), and a refused one shows the field messages at once. A form whose island
 * has not taken it yet is held, with its busy label, until the island takes it; if the island's
 * code fails to load, or has not taken it within `islandWaitMs`, the native submit goes ahead.
 *
 * `pageControls` is written as a function so that it is typed, linted and unit-tested; the head
 * gets its source (src/app/inline-scripts.ts), so it uses nothing from outside its body but its
 * arguments: the settings, the names it shares with the components (src/lib/dom-contract.ts) and
 * the field checker (src/lib/field-checks.ts) and the portfolio's count
 * (src/features/portfolio/portfolio-gallery.tsx).
 */
import type { DomAttr, DomClass, DomEvent } from '../lib/dom-contract';
import type { FieldCheck } from '../lib/field-checks';

export interface PageControlsConfig {
  /** Where the visitor's theme choice is kept, the themes, and the query that says the system's. */
  themeKey: string;
  themes: readonly string[];
  darkQuery: string;
  currencyKey: string;
  currencies: readonly string[];
  defaultCurrency: string;
  /** The header turns solid past this offset. */
  solidPx: number;
  /** Back-to-top shows past this offset. */
  backToTopPx: number;
  /** The mega-menu closes this long after the pointer leaves it. */
  closeDelayMs: number;
  /** The mega-menu opens on hover and focus at this width and wider. */
  desktopQuery: string;
  /** The portfolio filter's query parameter, and the filter that shows every project. */
  categoryParam: string;
  allCategories: string;
  /** The open WhatsApp card closes once the page scrolls this far from where it opened. */
  cardScrollPx: number;
  /** How long a held form waits for its island before it is sent natively. */
  islandWaitMs: number;
  /** A field's message element is the element whose id is the field's id and this. */
  fieldErrorSuffix: string;
  /** The class a field with a message gets (Bootstrap's). */
  invalidClass: string;
  /** Where an install offer made before the page's script has run is kept. */
  installOfferProperty: string;
  /** The template that holds the page's scripts until after the first paint, and the latest wait. */
  deferredScriptsId: string;
  latestScriptsMs: number;
  cls: DomClass;
  attr: DomAttr;
  /** Each attribute's selector, `[name]`, and each class's, `.name`. */
  has: Record<keyof DomAttr, string>;
  dot: Record<keyof DomClass, string>;
  events: DomEvent;
}

export function pageControls(
  config: PageControlsConfig,
  firstFailedCheck: (value: string, checks: readonly FieldCheck[]) => string,
  projectCount: (count: number) => string,
  loadAfterFirstPaint: (templateId: string, latestMs: number) => void,
): void {
  // `has.x` is the selector `[attr.x]` and `dot.x` the selector `.cls.x` (written out as literals
  // when the script is built).
  const { attr, has, dot } = config;
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

  // The browser makes its install offer (`beforeinstallprompt`) once, possibly before the page's
  // script has run: it is kept, and the browser's own mini-infobar suppressed, until the install
  // control takes it over (src/features/pwa/pwa-events.ts).
  const holder = window as unknown as Record<string, Event | null>;
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    holder[config.installOfferProperty] = event;
  });
  addEventListener('appinstalled', () => {
    holder[config.installOfferProperty] = null;
  });

  // Theme: the visitor's choice, <html data-bs-theme>, set from storage before the paint. With
  // none, CSS follows the system (`color-scheme: light dark`). A switch is one frame: transitions
  // are off while the new colours are computed, so nothing fades through the other theme.
  const theme = stored(config.themeKey);
  if (config.themes.includes(theme!)) root.setAttribute(attr.theme, theme!);
  const dark = () =>
    (root.getAttribute(attr.theme) ??
      (matchMedia(config.darkQuery).matches && config.themes[1])) === config.themes[1];
  const showTheme = () => {
    for (const button of all(dot.themeToggle)) button.setAttribute('aria-pressed', String(dark()));
  };
  const switchTheme = () => {
    const next = config.themes[dark() ? 0 : 1]!;
    root.setAttribute(attr.themeSwitching, '');
    root.setAttribute(attr.theme, next);
    void root.offsetWidth;
    root.removeAttribute(attr.themeSwitching);
    showTheme();
    store(config.themeKey, next);
  };

  // Currency: <html data-currency>, set from storage before the paint; CSS shows its prices.
  const currency = stored(config.currencyKey);
  root.setAttribute(
    attr.currency,
    currency && config.currencies.includes(currency) ? currency : config.defaultCurrency,
  );
  const showCurrency = () => {
    for (const button of all(has.currencyChoice))
      button.setAttribute(
        'aria-pressed',
        String(button.getAttribute(attr.currencyChoice) === root.getAttribute(attr.currency)),
      );
  };
  const chooseCurrency = (unit: string) => {
    root.setAttribute(attr.currency, unit);
    showCurrency();
    store(config.currencyKey, unit);
  };

  // The floating buttons (WhatsApp, back to top) give way: while a link, button or field of the
  // page is under one of them, <html data-floating-yield> hides them (CSS). The open WhatsApp
  // card closes once the page has scrolled away from where it opened.
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const floating = `${dot.whatsappToggle},${dot.backToTop}`;
  const neverUnder = `${dot.whatsappWidget},${dot.backToTop},${dot.siteHeader},${dot.pwaDock}`;
  const placeFloating = () => {
    frame = 0;
    const buttons = all(floating)
      .map((button) => button.getBoundingClientRect())
      .filter((rect) => rect.width > 0);
    root.toggleAttribute(
      attr.floatingYield,
      all('a[href],button,input,select,textarea,summary').some((target) => {
        if (target.closest(neverUnder)) return false;
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
    root.toggleAttribute(attr.scrolled, scrollY > config.solidPx);
    root.toggleAttribute(attr.scrolledFar, scrollY > config.backToTopPx);
    if (cardOpenedAt !== null && Math.abs(scrollY - cardOpenedAt) > config.cardScrollPx) {
      cardOpenedAt = null;
      document.querySelector<HTMLElement>(dot.whatsappCard)?.hidePopover();
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
    for (const card of all(has.category, gallery)) {
      card.hidden =
        category !== config.allCategories && card.getAttribute(attr.category) !== category;
      if (!card.hidden) shown++;
    }
    for (const button of all(has.filter, gallery))
      button.setAttribute('aria-pressed', String(button.getAttribute(attr.filter) === category));
    const count = gallery.querySelector(has.count);
    if (count) count.textContent = projectCount(shown);
  };
  const chooseFilter = (gallery: HTMLElement, category: string) => {
    filterProjects(gallery, category);
    const url = new URL(location.href);
    if (category === config.allCategories) url.searchParams.delete(config.categoryParam);
    else url.searchParams.set(config.categoryParam, category);
    history.replaceState(history.state, '', url);
  };

  // Header: the phone menu (data-open on the header) and the mega-menu (aria-expanded).
  const header = () => document.querySelector<HTMLElement>(dot.siteHeader);
  const setMenu = (open: boolean) => {
    const element = header();
    element?.toggleAttribute(attr.menuOpen, open);
    element?.querySelector(dot.menuToggle)?.setAttribute('aria-expanded', String(open));
  };
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  const setMega = (item: Element | null, open: boolean) => {
    clearTimeout(closeTimer);
    const toggle = item?.querySelector(dot.megaMenuToggle);
    // Only a change is written: assistive technology announces each write.
    if (toggle && toggle.getAttribute('aria-expanded') !== String(open))
      toggle.setAttribute('aria-expanded', String(open));
  };
  const megaOpen = (item: Element) =>
    item.querySelector(dot.megaMenuToggle)?.getAttribute('aria-expanded') === 'true';
  let hovered: Element | null = null;

  document.addEventListener('click', (event) => {
    const choice = closest(event, has.currencyChoice);
    if (choice)
      return chooseCurrency(choice.getAttribute(attr.currencyChoice) ?? config.defaultCurrency);
    if (closest(event, dot.themeToggle)) return switchTheme();
    const tab = closest(event, '[role="tab"]');
    if (tab) return selectTab(tab, false);
    const filter = closest(event, has.filter);
    const gallery = filter?.closest<HTMLElement>(has.gallery);
    if (filter && gallery)
      return chooseFilter(gallery, filter.getAttribute(attr.filter) ?? config.allCategories);
    if (closest(event, dot.backToTop)) {
      const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
      return scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    }
    if (closest(event, dot.menuToggle))
      return setMenu(header()?.hasAttribute(attr.menuOpen) !== true);
    if (closest(event, dot.menuBackdrop)) return setMenu(false);
    const mega = closest(event, dot.megaMenuToggle);
    if (mega) {
      const item = mega.closest(dot.megaMenu);
      // A mouse click on the button the pointer hovers (open on hover) keeps it open; a key or
      // a tap toggles it.
      return setMega(item, (item === hovered && desktop() && event.detail > 0) || !megaOpen(item!));
    }
    // A link followed in the menu closes it (the page changes under it, or it goes to an anchor).
    if (closest(event, `${dot.siteHeader} a`)) {
      setMenu(false);
      for (const item of all(dot.megaMenu)) setMega(item, false);
    }
  });

  document.addEventListener('keydown', (event) => {
    const tab = closest(event, '[role="tab"]');
    const faq = closest(event, `${has.accordion} summary`);
    const mega = closest(event, dot.megaMenu);
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
      const headers = all('summary', faq.closest(has.accordion)!);
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
      setMega(mega, false);
      mega.setAttribute(attr.megaDismissed, '');
      mega.querySelector<HTMLElement>(dot.megaMenuToggle)?.focus();
    } else if (event.key === 'Escape' && header()?.hasAttribute(attr.menuOpen)) {
      setMenu(false);
      header()?.querySelector<HTMLElement>(dot.menuToggle)?.focus();
    }
  });

  // The mega-menu on wide screens: a mouse over it or keyboard focus on it opens it; it closes
  // the close delay after the mouse leaves, and at once when focus leaves it.
  document.addEventListener('pointerover', (event) => {
    const item = closest(event, dot.megaMenu);
    if (event.pointerType !== 'mouse' || item === hovered) return;
    if (hovered) {
      const left = hovered;
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => setMega(left, false), config.closeDelayMs);
    }
    hovered = item;
    if (item && desktop()) {
      item.removeAttribute(attr.megaDismissed);
      setMega(item, true);
    }
  });
  document.addEventListener('focusin', (event) => {
    const toggle = closest(event, dot.megaMenuToggle);
    if (!toggle || !desktop() || toggle.closest(has.megaDismissed)) return;
    if (toggle.matches(':focus-visible')) setMega(toggle.closest(dot.megaMenu), true);
  });
  document.addEventListener('focusout', (event) => {
    const item = closest(event, dot.megaMenu);
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (!item || item.contains(next)) return;
    item.removeAttribute(attr.megaDismissed);
    if (desktop() && item !== hovered) setMega(item, false);
  });

  // The popovers (the WhatsApp card, the header's search field): each toggle's aria-expanded
  // follows its popover, and an opened popover with a field puts focus in it.
  document.addEventListener(
    'toggle',
    (event) => {
      const card = event.target as HTMLElement;
      if (!card.id || !card.hasAttribute('popover')) return;
      const open = (event as ToggleEvent).newState === 'open';
      cardOpenedAt = open ? scrollY : null;
      for (const button of all(`[popovertarget="${card.id}"]`))
        button.setAttribute('aria-expanded', String(open));
      if (open) card.querySelector('input')?.focus();
    },
    // The toggle event does not bubble.
    true,
  );

  // ---- Forms ----
  const taken = (form: HTMLFormElement) => form.hasAttribute(attr.formTaken);
  /**
   * Shows (or clears) a field's message (its checks are the build's, from the schema: valid
   * JSON); returns the message.
   */
  const checkField = (field: HTMLInputElement | HTMLTextAreaElement) => {
    const message = firstFailedCheck(
      field.value,
      JSON.parse(field.getAttribute(attr.fieldChecks)!) as FieldCheck[],
    );
    const box = document.getElementById(field.id + config.fieldErrorSuffix)!;
    box.textContent = message;
    // The field is described by its message element already (empty, it says nothing).
    field.classList.toggle(config.invalidClass, !!message);
    if (message) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
    return message;
  };
  /** Checks every field; returns the first that fails, if any. */
  const checkForm = (form: HTMLFormElement) => {
    let first: HTMLElement | undefined;
    for (const field of all(has.fieldChecks, form) as HTMLInputElement[])
      if (checkField(field)) first ??= field;
    // Its messages are showing: the island shows them from its own state when it takes the form.
    if (first) form.setAttribute(attr.formChecked, '');
    return first;
  };

  const idleLabels = new WeakMap<HTMLFormElement, string>();
  const waits = new WeakMap<HTMLFormElement, ReturnType<typeof setTimeout>>();
  const submitButton = (form: HTMLFormElement) =>
    form.querySelector<HTMLButtonElement>('[type="submit"]');
  /** A held form goes as the browser sends it, unless its island has taken it meanwhile. */
  const release = (form: HTMLFormElement) => {
    clearTimeout(waits.get(form));
    if (!form.hasAttribute(attr.pendingSubmit)) return;
    form.removeAttribute(attr.pendingSubmit);
    const button = submitButton(form);
    if (button) {
      button.disabled = false;
      button.textContent = idleLabels.get(form) ?? button.textContent;
    }
    if (!taken(form)) form.submit();
  };
  const hold = (form: HTMLFormElement) => {
    if (form.hasAttribute(attr.pendingSubmit)) return;
    form.setAttribute(attr.pendingSubmit, '');
    const button = submitButton(form);
    if (button) {
      idleLabels.set(form, button.textContent ?? '');
      button.disabled = true;
      button.textContent = form.getAttribute(attr.busyLabel);
    }
    waits.set(
      form,
      setTimeout(() => release(form), config.islandWaitMs),
    );
  };

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      // Its island answers it (and checks it, with the same schema).
      if (taken(form)) return;
      const invalid = checkForm(form);
      if (invalid) {
        event.preventDefault();
        invalid.focus();
        return;
      }
      const host = form.closest(has.island);
      // No island to wait for, or its code could not load: the browser sends it.
      if (!form.hasAttribute(attr.busyLabel) || !host || host.hasAttribute(attr.islandFailed))
        return;
      event.preventDefault();
      hold(form);
    },
    // Before any handler of the page's: a refused send never shows a busy label.
    true,
  );
  // Once a send has been refused, each field answers as it is typed.
  document.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement;
    const form = field.form;
    if (
      form &&
      !taken(form) &&
      form.hasAttribute(attr.formChecked) &&
      field.hasAttribute(attr.fieldChecks)
    )
      checkField(field);
  });
  document.addEventListener(config.events.islandFailed, (event) => {
    for (const form of all('form', event.target as HTMLElement)) release(form as HTMLFormElement);
  });

  // Once the document is parsed: the served controls show the states set above, and the page's
  // script loads after the first paint.
  const ready = () => {
    loadAfterFirstPaint(config.deferredScriptsId, config.latestScriptsMs);
    showCurrency();
    showTheme();
    onScroll();
    // Content that moves under the floating buttons without a scroll: a tab, a filter (checked
    // in the frame after the one that shows the tap's answer), the page growing as it loads.
    document.addEventListener('click', () => requestAnimationFrame(schedule), true);
    new ResizeObserver(schedule).observe(document.body);
    const category = new URL(location.href).searchParams.get(config.categoryParam);
    for (const gallery of all(has.gallery))
      if (all(has.filter, gallery).some((button) => button.getAttribute(attr.filter) === category))
        filterProjects(gallery, category!);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
}
