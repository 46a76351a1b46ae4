/**
 * The names that bind the page's inline head script to the markup the components render: every
 * class and attribute the script finds things by, or writes state into. The components render
 * them from here and the script receives them from here (as part of its argument), so renaming
 * one renames it on both sides. CSS states its own selectors (it cannot import), and the unit
 * tests of the head script render the real components.
 */

/** Classes the head script finds elements by. */
export const domClass = {
  /** The header: its `data-open` says whether the phone menu is open. */
  siteHeader: 'site-header',
  /** The phone menu's toggle. */
  menuToggle: 'navbar-toggler',
  /** Behind the open phone menu: a tap closes the menu. */
  menuBackdrop: 'menu-backdrop',
  /** One mega-menu item (its toggle and panel). */
  megaMenu: 'mega-menu',
  /** The mega-menu's button: its aria-expanded is the menu's state. */
  megaMenuToggle: 'mega-menu-toggle',
  /** The floating WhatsApp widget, its toggle and its card (a popover). */
  whatsappWidget: 'whatsapp-widget',
  whatsappToggle: 'whatsapp-toggle',
  whatsappCard: 'whatsapp-card',
  /** The floating back-to-top button. */
  backToTop: 'back-to-top',
  /** The header's theme toggle: its aria-pressed says whether the dark theme is on. */
  themeToggle: 'theme-toggle',
  /** The PWA status corner: floating buttons do not give way to its controls. */
  pwaDock: 'pwa-dock',
} as const;

/** Attributes the head script reads or writes. */
export const domAttr = {
  /** On <html>: the visitor's theme choice (`light` or `dark`); with none, the system's applies. */
  theme: 'data-bs-theme',
  /** On <html> while the theme switches: transitions are off, so the switch is one frame. */
  themeSwitching: 'data-theme-switching',
  /** On <html>: the chosen currency; CSS shows its prices. */
  currency: 'data-currency',
  /** On a currency button: the currency it chooses. */
  currencyChoice: 'data-currency-choice',
  /** On <html>: past the header's solid offset. */
  scrolled: 'data-scrolled',
  /** On <html>: past the back-to-top offset. */
  scrolledFar: 'data-scrolled-far',
  /** On <html>: a control of the page is under a floating button, which gives way. */
  floatingYield: 'data-floating-yield',
  /** On the header: the phone menu is open. */
  menuOpen: 'data-open',
  /** On a mega-menu item closed by Escape: focus does not reopen it. */
  megaDismissed: 'data-dismissed',
  /** On the FAQ accordion: arrow keys move between its questions. */
  accordion: 'data-accordion',
  /** On the portfolio gallery, each filter button (its category), each card and the count. */
  gallery: 'data-gallery',
  filter: 'data-filter',
  category: 'data-category',
  count: 'data-count',
  /** On a form an island takes over: the label its submit button shows while it works. */
  busyLabel: 'data-busy-label',
  /** On a form held by the head script until its island takes it (or the wait ends). */
  pendingSubmit: 'data-pending-submit',
  /** On a form its island handles: the head script leaves its submits alone. */
  formTaken: 'data-hydrated',
  /** On a form the head script has checked: its field messages are showing. */
  formChecked: 'data-checked',
  /** On a form field: its checks, in order (JSON of `FieldCheck[]`, src/lib/field-checks.ts). */
  fieldChecks: 'data-checks',
  /** On the contact form: what is typed before its island takes it is kept as a draft. */
  earlyDraft: 'data-early-draft',
  /** On the not-found page's content: the page's script logs the path it was asked for. */
  notFound: 'data-not-found',
  /** On an island's host element: which island it holds. */
  island: 'data-island',
  /** The install offer's button (shown by the page's plain script while installation is offered). */
  installOffer: 'data-install-offer',
  /** On an island's host element whose code could not load: its form posts natively. */
  islandFailed: 'data-island-failed',
} as const;

/** Events between the page's plain script and the head script. */
export const domEvent = {
  /** Dispatched (bubbling) on an island's host when its code could not load. */
  islandFailed: 'agency:island-failed',
  /** Dispatched on the window when a message the outbox gave back becomes the form's draft. */
  draftRestored: 'agency:draft-restored',
} as const;

/** Where the head script keeps an install offer made before the page's script ran. */
export const EARLY_INSTALL_OFFER_PROPERTY = '__earlyInstallOffer';

/** `[attribute]` or `[attribute="value"]`. */
export const attrSelector = (name: string, value?: string): string =>
  value === undefined ? `[${name}]` : `[${name}="${value}"]`;

/** `.class`. */
export const classSelector = (name: string): string => `.${name}`;

export type DomClass = typeof domClass;
export type DomAttr = typeof domAttr;
export type DomEvent = typeof domEvent;

/** A field's message element has the field's id and this. */
export const FIELD_ERROR_SUFFIX = '-error';
/** The class a field with a message has (Bootstrap's). */
export const INVALID_FIELD_CLASS = 'is-invalid';
