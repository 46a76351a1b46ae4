/**
 * The pages' inline scripts (their functions are in src/inline/), built the same way: each is
 * the source of a function called with its arguments, minified. Arguments are JSON, or functions
 * (given as their source), so a script uses nothing from outside its body but its arguments.
 * Built by the prerenderer and the development server only; the Content-Security-Policy allows
 * each by its hash (scripts/build/csp-hashes.ts).
 */
import { minifySync } from 'rolldown/utils';
import {
  BACK_TO_TOP_SCROLL_PX,
  CATEGORY_QUERY_PARAM,
  CARD_SCROLL_CLOSE_PX,
  DEFAULT_CURRENCY,
  DESKTOP_MEDIA_QUERY,
  CURRENCY_STORAGE_KEY,
  DARK_SCHEME_QUERY,
  HEADER_SOLID_SCROLL_PX,
  ISLAND_WAIT_MS,
  MEGA_MENU_CLOSE_DELAY_MS,
  THEME_STORAGE_KEY,
  THEMES,
} from '../config/ui';
import {
  attrSelector,
  classSelector,
  domAttr,
  domClass,
  domEvent,
  EARLY_INSTALL_OFFER_PROPERTY,
  FIELD_ERROR_SUFFIX,
  INVALID_FIELD_CLASS,
} from '../lib/dom-contract';
import { firstFailedCheck } from '../lib/field-checks';
import { ALL_PROJECTS_FILTER, projectCount } from '../features/portfolio/portfolio-filter';
import { CONTACT_DRAFT_KEY } from '../features/contact/contact-storage-keys';
import { currencies } from '../features/pricing/currency';
import { loadAfterFirstPaint } from '../inline/after-paint';
import { keepEarlyDraft } from '../inline/early-draft';
import { openTargetFaq } from '../inline/faq-target';
import { pageControls } from '../inline/page-controls';
import type { PageControlsConfig } from '../inline/page-controls';

type Argument = unknown;

/** An argument's source: JSON, or a function's own source. */
const source = (arg: Argument) =>
  typeof arg === 'function' ? `(${String(arg)})` : JSON.stringify(arg);

/** An inline script that calls `run` with `args`, minified. */
export const inlineCall = <A extends Argument[]>(
  name: string,
  run: (...args: A) => void,
  ...args: A
) => minifyScript(name, `(${String(run)})(${args.map(source).join(',')})`);

const minifyScript = (name: string, code: string) => {
  const { code: minified, errors } = minifySync(`${name}.js`, code, {
    compress: true,
    mangle: true,
  });
  if (errors.length) throw new Error(`${name}: ${errors.map((error) => error.message).join('; ')}`);
  return minified.trim();
};

/**
 * Like `inlineCall` for a function whose first argument is a settings object of constants: each
 * `<name>.<key>` its source reads (`config.solidPx`, and through `const { cls, attr } = config`,
 * `attr.currency`) is replaced by the value itself, so the script carries each value once where
 * it is used, and no object of names to look them up in. Fails if a use is left over.
 */
export const inlineCallWithConstants = <C extends object, A extends Argument[]>(
  name: string,
  run: (config: C, ...args: A) => void,
  config: C,
  ...args: A
) => {
  let code = String(run);
  const replace = (path: string, value: unknown) => {
    code = code.replace(
      new RegExp(`\\b${path.replace('.', '\\.')}\\b(?!\\s*[(=])`, 'g'),
      JSON.stringify(value),
    );
  };
  for (const [key, value] of Object.entries(config)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) {
        replace(`config.${key}.${inner}`, innerValue);
        replace(`${key}.${inner}`, innerValue);
      }
    } else replace(`config.${key}`, value);
  }
  const left = [...code.matchAll(/\bconfig\.\w+/g)].map(([use]) => use);
  if (left.length) throw new Error(`${name}: no constant for ${[...new Set(left)].join(', ')}`);
  return minifyScript(name, `(${code})(${[{}, ...args].map(source).join(',')})`);
};

const selectorsOf = <K extends string>(
  names: Record<K, string>,
  selector: (name: string) => string,
) =>
  Object.fromEntries(
    Object.entries<string>(names).map(([key, name]) => [key, selector(name)]),
  ) as Record<K, string>;

/** The template that holds a page's scripts until after the first paint. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';
/** A hidden tab paints no frames: its scripts load after this long at the latest (ms). */
const LATEST_SCRIPTS_MS = 1000;

/** The site's settings for the page's controls. */
export const pageControlsConfig: PageControlsConfig = {
  themeKey: THEME_STORAGE_KEY,
  themes: THEMES,
  darkQuery: DARK_SCHEME_QUERY,
  currencyKey: CURRENCY_STORAGE_KEY,
  currencies,
  defaultCurrency: DEFAULT_CURRENCY,
  solidPx: HEADER_SOLID_SCROLL_PX,
  backToTopPx: BACK_TO_TOP_SCROLL_PX,
  closeDelayMs: MEGA_MENU_CLOSE_DELAY_MS,
  desktopQuery: DESKTOP_MEDIA_QUERY,
  categoryParam: CATEGORY_QUERY_PARAM,
  allCategories: ALL_PROJECTS_FILTER,
  cardScrollPx: CARD_SCROLL_CLOSE_PX,
  islandWaitMs: ISLAND_WAIT_MS,
  fieldErrorSuffix: FIELD_ERROR_SUFFIX,
  invalidClass: INVALID_FIELD_CLASS,
  installOfferProperty: EARLY_INSTALL_OFFER_PROPERTY,
  deferredScriptsId: DEFERRED_SCRIPTS_ID,
  latestScriptsMs: LATEST_SCRIPTS_MS,
  cls: domClass,
  attr: domAttr,
  has: selectorsOf(domAttr, attrSelector),
  dot: selectorsOf(domClass, classSelector),
  events: domEvent,
};

/** Every page's head: the page's controls with the site's settings. */
export const pageControlsScript = inlineCallWithConstants(
  'page-controls',
  pageControls,
  pageControlsConfig,
  firstFailedCheck,
  projectCount,
  loadAfterFirstPaint,
);

/** The contact page's head: what is typed before the island has taken the form is kept. */
export const earlyDraftScript = inlineCall(
  'early-draft',
  keepEarlyDraft,
  CONTACT_DRAFT_KEY,
  domAttr.earlyDraft,
  domAttr.formTaken,
);

/** The FAQs page's head: the FAQ the address names opens (src/inline/faq-target.ts). */
export const faqTargetScript = inlineCall(
  'faq-target',
  openTargetFaq,
  `${attrSelector(domAttr.accordion)} summary`,
);
