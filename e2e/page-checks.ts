// The checks every page gets on one load (e2e/sweep.spec.ts runs them all on each route, at each
// screen): each returns what it finds broken, so one failed test names every broken rule of its
// page. The layout's rules are geometry, not pictures, so they hold whatever the content.
import { islands } from '../src/app/islands';
import { expect } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { attrSelector, classSelector, domAttr, domClass } from '../src/lib/dom-contract';
import { AXE_TAGS, axeScan } from './axe';
import { canonicalUrl } from '../src/app/routes';
import type { AppRoute } from '../src/app/routes';
import { headOf } from '../src/app/route-heads';

/** The smallest tap target on a phone and the smallest text (CSS px). */
export const MIN_TAP_PX = 44;
const MIN_TEXT_PX = 14;
/** The longest each long page may be on a 390 px phone, every specified item shown (px). */
export const maxLength: Record<string, number> = { '/': 9000, '/portfolio': 10000 };
/** The header's scroll history before it is checked at the top again (px; 'end' = the bottom). */
const scrollHistory = [600, 30, 51, 'end', 120, 0] as const;

/** Headers every page's document carries, each with what its value must hold. */
const requiredHeaders = {
  'content-security-policy': /default-src 'self'.*frame-ancestors 'none'/,
  'strict-transport-security': /max-age=\d{8,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /strict-origin-when-cross-origin/,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
};

/** A request to a host other than this machine's (the served site and its proxies). */
export const otherHost = (url: URL): boolean =>
  url.hostname !== 'localhost' && url.hostname !== '127.0.0.1';

/** Nothing outside localhost is reachable: answer other hosts' requests with an empty 204. */
export async function stubOtherHosts(page: Page): Promise<void> {
  await page.route(otherHost, (route) => route.fulfill({ status: 204, body: '' }));
}

/** Records the page's Content-Security-Policy violations (directive and blocked URL). */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      // A URL by its origin (engines differ on how much of it they report), else as reported
      // ('inline', 'eval').
      list.push(
        `${event.effectiveDirective} ${URL.canParse(event.blockedURI) ? new URL(event.blockedURI).origin : event.blockedURI}`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/** The required headers a page's document response lacks or carries with a wrong value. */
export function missingHeaders(response: Response): string[] {
  const headers = response.headers();
  return Object.entries(requiredHeaders)
    .filter(([name, pattern]) => !pattern.test(headers[name] ?? ''))
    .map(([name]) => `header ${name}: ${headers[name] ?? 'missing'}`);
}

/**
 * The sources a policy applies to a page's connections: connect-src's, or default-src's where the
 * policy leaves connect-src out (its fallback, as browsers apply it).
 */
export function connectSources(policy: string | undefined): string[] | undefined {
  const sources = (name: string) =>
    policy
      ?.split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([directive]) => directive === name)
      ?.slice(1);
  return sources('connect-src') ?? sources('default-src');
}

/**
 * An unknown path answers with the not-found page under that path's headers, which no header
 * rule names (a `/:page` pattern would also match /admin/): it carries the `/*` rule's header, as
 * `npm run budgets` checks from the rules, and the served page carries the whole policy itself.
 */
export function notFoundPolicyProblems(response: Response, html: string): string[] {
  const problems: string[] = [];
  const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1];
  if (connectSources(policy)?.join(' ') !== "'self'")
    problems.push(`the page's own policy: ${policy ?? 'missing'}`);
  const nosniff = response.headers()['x-content-type-options'];
  if (nosniff !== 'nosniff') problems.push(`header x-content-type-options: ${nosniff}`);
  return problems;
}

/**
 * What the served HTML's head lacks: the route's own title and description, its canonical link
 * (when it has one) and a heading, in the document itself, with no script needed to read them.
 */
export function servedHeadProblems(html: string, route: AppRoute, canonical: boolean): string[] {
  const attr = (pattern: RegExp) => html.match(pattern)?.[1];
  const head = headOf(route);
  const expected: [string, string | undefined, string][] = [
    ['title', attr(/<title>([^<]*)<\/title>/), head.title.replace(/&/g, '&amp;')],
    [
      'description',
      attr(/<meta name="description" content="([^"]*)"/),
      head.description.replace(/&/g, '&amp;'),
    ],
  ];
  if (canonical)
    expected.push(['canonical', attr(/<link rel="canonical" href="([^"]*)"/), canonicalUrl(route)]);
  const problems = expected
    .filter(([, served, wanted]) => served !== wanted)
    .map(([name, served, wanted]) => `served ${name} ${JSON.stringify(served)}, not "${wanted}"`);
  if (!html.includes('<h1')) problems.push('the served HTML has no <h1');
  return problems;
}

/**
 * Islands a fresh visit's page hydrates as soon as its script runs (the estimator is its whole
 * page: `withPage` in the islands table); the others wait for the visitor to reach for them.
 */
const islandsShownAtLoad = Object.entries(islands)
  .filter(([, island]) => island.withPage)
  .map(([name]) => name);

/**
 * Waits until the loaded page (page.goto waits for its load event) is as the checks read it: its
 * fonts are in place, its script's after-load step has run (the service worker is registered),
 * and each island shown at load has hydrated (it has taken its form) with the notices region it
 * brings in place. Nothing else the page fetches later changes what a page check reads.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    navigator.serviceWorker.getRegistration().then((registration) => registration !== undefined),
  );
  for (const name of islandsShownAtLoad) {
    const form = page.locator(`${attrSelector(domAttr.island, name)} form`);
    if ((await form.count()) === 0) continue;
    await expect(form).toHaveAttribute(domAttr.formTaken, '');
    await expect(page.locator('.notices-host > *')).not.toHaveCount(0);
  }
}

/** Whether the page is wider than the screen (it would scroll sideways). */
export async function overflowProblems(page: Page): Promise<string[]> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  return scrollWidth > innerWidth ? [`the page is ${scrollWidth} px wide in ${innerWidth} px`] : [];
}

/** axe-core's WCAG 2.2 AA violations of the page as it is now: rule and elements. */
export function axeViolations(page: Page): Promise<string[]> {
  return axeScan(page, { tags: AXE_TAGS });
}

/**
 * The page loaded in the light theme, switched to the dark one as a visitor does (the header's
 * toggle), on the same load: the colour rules of axe-core again (contrast, links told apart
 * from text).
 */
export async function darkThemeContrastViolations(page: Page): Promise<string[]> {
  await page.locator(classSelector(domClass.themeToggle)).click();
  await expect(page.locator('html')).toHaveAttribute(domAttr.theme, 'dark');
  return axeScan(page, { rules: ['color-contrast', 'link-in-text-block'] });
}

/**
 * The layout's rules on the page as loaded: what is fixed on the screen never covers what a
 * visitor reads or uses, the header never leaves a gap, tap targets (on a phone) and text are
 * large enough and fields' hints are not cut; and the page's length.
 */
export function layoutFindings(page: Page, phone: boolean): Promise<Findings> {
  return page.evaluate(inspect, {
    phone,
    minTap: MIN_TAP_PX,
    minText: MIN_TEXT_PX,
    history: scrollHistory,
  });
}

export interface Findings {
  problems: string[];
  length: number;
}

/**
 * Runs in the page: walks it from top to bottom and back, and returns every broken rule. Fixed
 * elements are found once (by their computed position); the header is the frame of the screen,
 * so the content under it is not in view and it is checked by its own rule.
 */
async function inspect({
  phone,
  minTap,
  minText,
  history,
}: {
  phone: boolean;
  minTap: number;
  minText: number;
  history: readonly (number | 'end')[];
}): Promise<Findings> {
  const problems: string[] = [];
  const frames = (count: number) =>
    new Promise<void>((resolve) => {
      const next = (left: number) =>
        left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
      next(count);
    });
  const scroll = async (top: number) => {
    window.scrollTo({ top, behavior: 'instant' });
    await frames(3);
  };
  const name = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const label = element.getAttribute('aria-label');
    return `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}> "${label ?? text}"`;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const overlap = (a: DOMRect, b: DOMRect) =>
    a.width > 0 &&
    a.height > 0 &&
    b.width > 0 &&
    b.height > 0 &&
    a.left < b.right - 0.5 &&
    b.left < a.right - 0.5 &&
    a.top < b.bottom - 0.5 &&
    b.top < a.bottom - 0.5;

  await document.fonts.ready;
  const header = document.querySelector<HTMLElement>('.site-header')!;
  const fixed = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
    (element) =>
      getComputedStyle(element).position === 'fixed' &&
      element !== header &&
      !header.contains(element),
  );
  const inFixed = (element: Element) =>
    header.contains(element) || fixed.some((box) => box.contains(element));
  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href],button,input:not([type="hidden"]),select,textarea,summary',
    ),
  ].filter((element) => !inFixed(element));
  const texts: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('script,style,template,svg'))
      continue;
    if (!inFixed(parent)) texts.push(node as Text);
  }
  const lineBoxes = (node: Text) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()];
  };
  /** The fixed elements on the screen now, with their boxes. */
  const floating = () =>
    fixed
      .filter(shown)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);

  // Text size and tap targets, at the top of the page.
  await scroll(0);
  for (const node of texts) {
    const parent = node.parentElement!;
    if (!shown(parent) || lineBoxes(node).length === 0) continue;
    const size = parseFloat(getComputedStyle(parent).fontSize);
    if (size < minText - 0.01) problems.push(`text of ${size} px: ${name(parent)}`);
  }
  // Every field's hint fits in it, uncut.
  const measure = document.createElement('canvas').getContext('2d')!;
  for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    if (!shown(field)) continue;
    const style = getComputedStyle(field);
    measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (measure.measureText(field.placeholder).width > room + 0.5)
      problems.push(`the hint "${field.placeholder}" is cut in ${name(field)}`);
  }
  if (phone) {
    for (const control of controls) {
      if (!shown(control)) continue;
      const box = control.getBoundingClientRect();
      // Off the page until focused (the skip link), kept from people (the form's trap for
      // bots), or a link inside a sentence (exempt).
      if (box.bottom + scrollY <= 0 || box.right <= 0 || box.width === 0) continue;
      if (control.tabIndex < 0 && control.closest('[aria-hidden="true"]')) continue;
      const parentText = (control.parentElement?.textContent ?? '').trim();
      const inline =
        getComputedStyle(control).display === 'inline' &&
        parentText !== (control.textContent ?? '').trim();
      if (inline) continue;
      if (box.width < minTap - 0.5 || box.height < minTap - 0.5)
        problems.push(
          `tap target of ${Math.round(box.width)}x${Math.round(box.height)} px: ${name(control)}`,
        );
    }
  }

  // While scrolling: nothing fixed over a link, button or field in view; the header in place.
  const headerHeight = header.getBoundingClientRect().height;
  const end = () => document.documentElement.scrollHeight - innerHeight;
  const step = Math.max(100, Math.floor((innerHeight - headerHeight) / 2));
  const checkHeader = (at: string) => {
    const box = header.getBoundingClientRect();
    if (Math.abs(box.top) > 0.5 || Math.abs(box.height - headerHeight) > 0.5)
      problems.push(`${at}: the header moved or changed height (${box.top}, ${box.height} px)`);
  };
  for (let top = 0; ; top = Math.min(top + step, end())) {
    await scroll(top);
    checkHeader(`at ${top} px`);
    for (const { element, box } of floating())
      for (const control of controls) {
        const target = control.getBoundingClientRect();
        if (target.bottom <= headerHeight || target.top >= innerHeight) continue;
        if (overlap(box, target) && shown(control))
          problems.push(`at ${top} px: ${name(element)} covers ${name(control)}`);
      }
    if (top >= end()) break;
  }

  // At the end of the page: nothing fixed over any text, link or button.
  for (const { element, box } of floating()) {
    for (const control of controls)
      if (overlap(box, control.getBoundingClientRect()) && shown(control))
        problems.push(`at the end: ${name(element)} covers ${name(control)}`);
    for (const node of texts)
      if (lineBoxes(node).some((line) => overlap(box, line)) && shown(node.parentElement!))
        problems.push(`at the end: ${name(element)} covers the text "${node.textContent!.trim()}"`);
  }

  // After any scroll history, the header's bottom meets the first section's top.
  for (const top of history) {
    await scroll(top === 'end' ? end() : top);
    checkHeader(`after scrolling to ${top}`);
  }
  const headerBottom = header.getBoundingClientRect().bottom;
  const first = document.querySelector('main')!.firstElementChild!;
  const firstBox = first.getBoundingClientRect();
  const under = document.elementFromPoint(innerWidth / 2, headerBottom + 1);
  if (firstBox.top > headerBottom + 0.5 || !under || !first.contains(under))
    problems.push(
      `back at the top, the header ends at ${headerBottom} px and ${name(first)} starts at ${firstBox.top} px, with ${under ? name(under) : 'nothing'} between`,
    );
  return { problems, length: document.documentElement.scrollHeight };
}
