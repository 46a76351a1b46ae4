// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENCY_STORAGE_KEY, MEGA_MENU_CLOSE_DELAY_MS } from '../config/ui';
import { pageControls, pageControlsConfig } from './page-controls';
import { FORM_HYDRATED, PENDING_SUBMIT } from './hooks/use-early-submit';

// The controls as the served page has them: installed once, before any content, as the head's
// inline script is. jsdom has no layout: the wide-screen query is answered here.
let wide = true;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width') ? wide : false,
    media: query,
  })) as never;
  localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
  // The head is parsed before the body: the rest of the document is still loading.
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  pageControls(pageControlsConfig);
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
});
beforeEach(() => {
  wide = true;
  history.replaceState(null, '', '/');
});
afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

const page = (html: string) => {
  document.body.innerHTML = html;
  document.dispatchEvent(new Event('DOMContentLoaded'));
};
const click = (element: Element, init: MouseEventInit = { detail: 1 }) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
const key = (element: Element, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};
/** After the next frame and the task that follows it. */
const afterFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const $ = <T extends Element = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector)!;

describe('currency', () => {
  it('applies the stored choice to <html> before the content exists', () => {
    expect(document.documentElement.dataset.currency).toBe('USD');
  });

  it('presses the chosen currency once the document is parsed, and switches on a tap', () => {
    page(
      '<div><button data-currency-choice="PKR"></button><button data-currency-choice="USD"></button></div>' +
        '<div><button data-currency-choice="PKR"></button><button data-currency-choice="USD"></button></div>',
    );
    const pressed = () =>
      [...document.querySelectorAll('[aria-pressed="true"]')].map(
        (b) => (b as HTMLElement).dataset.currencyChoice,
      );
    expect(pressed()).toEqual(['USD', 'USD']);
    click(document.querySelectorAll('[data-currency-choice="PKR"]')[1]!);
    expect(document.documentElement.dataset.currency).toBe('PKR');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('PKR');
    expect(pressed()).toEqual(['PKR', 'PKR']);
  });

  it('falls back to the default for a stored value that is no currency, or no storage', () => {
    const install = () => {
      const script = new Function('pageControls', 'config', 'pageControls(config)');
      script(pageControls, pageControlsConfig);
    };
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'EUR');
    install();
    expect(document.documentElement.dataset.currency).toBe('PKR');
    const blocked = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    document.documentElement.dataset.currency = 'USD';
    install();
    expect(document.documentElement.dataset.currency).toBe('PKR');
    blocked.mockRestore();
  });
});

describe('scroll offsets', () => {
  it('marks <html> past the header and back-to-top thresholds, and scrolls back up on a tap', () => {
    page('<button type="button" class="back-to-top"></button>');
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as never;
    for (const [offset, scrolled, far] of [
      [pageControlsConfig.solidPx, false, false],
      [pageControlsConfig.solidPx + 1, true, false],
      [pageControlsConfig.backToTopPx + 1, true, true],
      [0, false, false],
    ] as const) {
      Object.defineProperty(window, 'scrollY', { value: offset, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      expect(document.documentElement.hasAttribute('data-scrolled')).toBe(scrolled);
      expect(document.documentElement.hasAttribute('data-scrolled-far')).toBe(far);
    }
    click($('.back-to-top'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

describe('portfolio filter', () => {
  const gallery = `<div data-gallery>
      <button data-filter="all"></button><button data-filter="a"></button><button data-filter="b"></button>
      <p data-count></p>
      <ul><li data-category="a"></li><li data-category="b"></li><li data-category="a"></li></ul>
    </div>`;
  const shown = () =>
    [...document.querySelectorAll<HTMLElement>('[data-category]')].filter((li) => !li.hidden)
      .length;

  it('shows the tapped category and counts it at once, and puts it in the address after', async () => {
    page(gallery);
    click($('[data-filter="b"]'));
    expect(shown()).toBe(1);
    expect($('[data-count]').textContent).toBe('Showing 1 project');
    expect($('[data-filter="b"]').getAttribute('aria-pressed')).toBe('true');
    expect($('[data-filter="all"]').getAttribute('aria-pressed')).toBe('false');
    // The address follows after the frame that shows the cards.
    expect(location.search).toBe('');
    await afterFrame();
    expect(location.search).toBe('?category=b');
    click($('[data-filter="all"]'));
    expect(shown()).toBe(3);
    expect($('[data-count]').textContent).toBe('Showing 3 projects');
    await afterFrame();
    expect(location.search).toBe('');
  });

  it("applies the address's category as the page is parsed, and ignores an unknown one", () => {
    history.replaceState(null, '', '/portfolio?category=a');
    page(gallery);
    expect(shown()).toBe(2);
    history.replaceState(null, '', '/portfolio?category=%22%5D%20*');
    page(gallery);
    expect(shown()).toBe(3);
  });
});

describe('header', () => {
  const header = `<header class="site-header"><nav>
      <a href="/" class="navbar-brand">home</a>
      <button type="button" class="navbar-toggler" aria-expanded="false"></button>
      <ul><li class="mega-menu"><button type="button" class="mega-menu-toggle" aria-expanded="false">Our Services</button>
        <div class="mega-menu-panel"><a href="/services/seo-services">SEO</a></div></li>
        <li><a href="/contact">Contact</a></li></ul>
    </nav></header><main><p>content</p></main>`;
  const menuOpen = () => $('.site-header').hasAttribute('data-open');
  const megaOpen = () => $('.mega-menu-toggle').getAttribute('aria-expanded') === 'true';
  const pointer = (type: string, target: Element) =>
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse' }));

  it('opens and closes the phone menu, which closes when a link is followed', () => {
    wide = false;
    page(header);
    click($('.navbar-toggler'));
    expect(menuOpen()).toBe(true);
    expect($('.navbar-toggler').getAttribute('aria-expanded')).toBe('true');
    click($('.mega-menu-toggle'));
    expect(megaOpen()).toBe(true);
    click($('.mega-menu-toggle'));
    expect(megaOpen()).toBe(false);
    click($('.mega-menu-toggle'));
    click($('a[href="/contact"]'));
    expect(menuOpen()).toBe(false);
    expect(megaOpen()).toBe(false);
    click($('.navbar-toggler'));
    click($('.navbar-toggler'));
    expect(menuOpen()).toBe(false);
  });

  it('closes the phone menu on a tap on its backdrop, or on Escape (focus back on its toggle)', () => {
    wide = false;
    page(header.replace('</nav>', '</nav><div class="menu-backdrop"></div>'));
    click($('.navbar-toggler'));
    click($('.menu-backdrop'));
    expect(menuOpen()).toBe(false);
    expect($('.navbar-toggler').getAttribute('aria-expanded')).toBe('false');
    click($('.navbar-toggler'));
    key($('a[href="/contact"]'), 'Escape');
    expect(menuOpen()).toBe(false);
    expect(document.activeElement).toBe($('.navbar-toggler'));
    // Escape with the menu closed changes nothing.
    key($('main'), 'Escape');
    expect(menuOpen()).toBe(false);
  });

  it('opens the mega-menu under the mouse and closes it the delay after the mouse leaves', () => {
    vi.useFakeTimers();
    page(header);
    pointer('pointerover', $('.mega-menu-toggle'));
    expect(megaOpen()).toBe(true);
    // A click of the mouse on the hovered button keeps it open.
    click($('.mega-menu-toggle'));
    expect(megaOpen()).toBe(true);
    pointer('pointerover', $('.mega-menu-panel a'));
    pointer('pointerover', $('main p'));
    vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS - 1);
    expect(megaOpen()).toBe(true);
    // Back in time: it stays open.
    pointer('pointerover', $('.mega-menu-panel'));
    vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS);
    expect(megaOpen()).toBe(true);
    pointer('pointerover', $('main p'));
    vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS);
    expect(megaOpen()).toBe(false);
  });

  it('does not open on hover on a narrow screen', () => {
    wide = false;
    page(header);
    pointer('pointerover', $('.mega-menu-toggle'));
    expect(megaOpen()).toBe(false);
  });

  it('Escape closes it and gives the focus back to its button, which does not open it again', () => {
    page(header);
    click($('.mega-menu-toggle'), { detail: 0 });
    expect(megaOpen()).toBe(true);
    const link = $('.mega-menu-panel a');
    link.focus();
    key(link, 'Escape');
    expect(megaOpen()).toBe(false);
    expect(document.activeElement).toBe($('.mega-menu-toggle'));
    expect($('.mega-menu').hasAttribute('data-dismissed')).toBe(true);
    // Focus leaving the item ends the dismissal.
    $('a[href="/contact"]').focus();
    expect($('.mega-menu').hasAttribute('data-dismissed')).toBe(false);
  });

  it('closes when the focus leaves it on a wide screen', () => {
    page(header);
    click($('.mega-menu-toggle'), { detail: 0 });
    $('.mega-menu-panel a').focus();
    $('a[href="/contact"]').focus();
    expect(megaOpen()).toBe(false);
  });
});

describe('tabs', () => {
  it('a tap or an arrow key selects a tab and shows its panel only', () => {
    page(`<div role="tablist">
      <button role="tab" aria-selected="true" tabindex="0" aria-controls="p1">1</button>
      <button role="tab" aria-selected="false" tabindex="-1" aria-controls="p2">2</button>
    </div><div id="p1"></div><div id="p2" hidden></div>`);
    const [one, two] = document.querySelectorAll<HTMLElement>('[role="tab"]');
    click(two!);
    expect(two!.getAttribute('aria-selected')).toBe('true');
    expect(one!.getAttribute('aria-selected')).toBe('false');
    expect([$('#p1').hidden, $('#p2').hidden]).toEqual([true, false]);
    expect([one!.tabIndex, two!.tabIndex]).toEqual([-1, 0]);
    expect(key(two!, 'ArrowRight').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(one);
    expect([$('#p1').hidden, $('#p2').hidden]).toEqual([false, true]);
    expect(key(one!, 'a').defaultPrevented).toBe(false);
  });
});

describe('WhatsApp card', () => {
  it("keeps its toggle's aria-expanded with the popover's state", () => {
    page(
      '<section id="card" popover></section><button popovertarget="card" aria-expanded="false"></button>',
    );
    const toggle = (newState: string) => {
      const event = new Event('toggle');
      Object.assign(event, { newState });
      $('#card').dispatchEvent(event);
    };
    toggle('open');
    expect($('button').getAttribute('aria-expanded')).toBe('true');
    toggle('closed');
    expect($('button').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('forms sent before the app has hydrated them', () => {
  const form = `<form data-busy-label="Checking..."><input name="q"><button type="submit">Check</button></form>`;
  const submit = () => {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    $('form').dispatchEvent(event);
    return event;
  };

  it('are held (no page load), show the busy label and are marked pending, once', () => {
    page(form);
    expect(submit().defaultPrevented).toBe(true);
    expect($('button').textContent).toBe('Checking...');
    expect($<HTMLButtonElement>('button').disabled).toBe(true);
    expect($('form').hasAttribute(PENDING_SUBMIT)).toBe(true);
    expect(submit().defaultPrevented).toBe(true);
  });

  it('are left to the app once it has hydrated them', () => {
    page(form);
    $('form').setAttribute(FORM_HYDRATED, '');
    expect(submit().defaultPrevented).toBe(false);
    expect($('button').textContent).toBe('Check');
  });

  it('other forms are not touched', () => {
    page('<form><button type="submit">Go</button></form>');
    expect(submit().defaultPrevented).toBe(false);
  });
});

describe('taps and keys answered here', () => {
  // A listener in the capture phase on the app's root, where React listens.
  const reaching = () => {
    const seen: string[] = [];
    for (const type of ['pointerdown', 'touchstart', 'mousedown', 'click', 'keydown'])
      $('#root').addEventListener(type, () => seen.push(type), true);
    return seen;
  };
  const tap = (element: Element) => {
    for (const type of ['pointerdown', 'touchstart', 'mousedown'])
      element.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
    click(element);
    key(element, 'Enter');
  };

  it("never reach the app's root for a control this script or the platform answers", () => {
    page(
      '<div id="root"><button data-currency-choice="USD"></button><div role="tablist"><button role="tab"><span>Web</span></button></div>' +
        '<button class="back-to-top"></button><button class="navbar-toggler"></button><button popovertarget="card"></button>' +
        '<div data-accordion><details><summary>Q</summary></details></div></div>',
    );
    const seen = reaching();
    for (const control of document.querySelectorAll(
      '#root button:not([role="tab"]), span, summary',
    ))
      tap(control);
    expect(seen).toEqual([]);
    expect(document.documentElement.dataset.currency).toBe('USD');
    expect($('[role="tab"]').getAttribute('aria-selected')).toBe('true');
  });

  it('reach it for anything else: links, form buttons, fields', () => {
    page(
      '<div id="root"><header class="site-header"><a href="/about-us">About</a></header><form><input><button type="submit">Send</button></form></div>',
    );
    const seen = reaching();
    for (const control of document.querySelectorAll('a, input, button')) tap(control);
    expect(seen).toHaveLength(15);
  });
});

describe('floating buttons', () => {
  // jsdom has no layout: each element's box is given here.
  const box = (element: Element, left: number, top: number, width: number, height: number) => {
    element.getBoundingClientRect = () => new DOMRect(left, top, width, height);
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const scrollTo = async (offset: number) => {
    Object.defineProperty(window, 'scrollY', { value: offset, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await frame();
  };
  const yields = () => document.documentElement.hasAttribute('data-floating-yield');

  it('give way while a link, button or field of the page is under them, and only then', async () => {
    page(`<main><a href="/a">a</a><p>text</p><input></main>
      <div class="whatsapp-widget"><button class="whatsapp-toggle"></button></div>`);
    box($('.whatsapp-toggle'), 320, 770, 56, 56);
    box($('main a'), 20, 780, 300, 24); // ends at 320: beside the button
    box($('main input'), 20, 100, 340, 44);
    await scrollTo(10);
    expect(yields()).toBe(false);
    box($('main input'), 20, 790, 340, 44); // under the button
    await scrollTo(20);
    expect(yields()).toBe(true);
    box($('main input'), 0, 0, 0, 0); // no longer shown (a hidden tab panel)
    // A tap: checked in the frame after the one that shows its answer.
    click($('main p'));
    await frame();
    await frame();
    expect(yields()).toBe(false);
  });

  it('close the WhatsApp card once the page scrolls away from where it opened', async () => {
    page(`<div class="whatsapp-widget"><section id="card" class="whatsapp-card" popover="auto"></section>
      <button class="whatsapp-toggle" popovertarget="card" aria-expanded="false"></button></div>`);
    const card = $('.whatsapp-card');
    const hide = vi.fn();
    card.hidePopover = hide;
    await scrollTo(500);
    const toggle = (newState: string) => {
      const event = new Event('toggle');
      Object.assign(event, { newState });
      card.dispatchEvent(event);
    };
    toggle('open');
    expect($('.whatsapp-toggle').getAttribute('aria-expanded')).toBe('true');
    await scrollTo(500 + pageControlsConfig.cardScrollPx);
    expect(hide).not.toHaveBeenCalled();
    await scrollTo(500 + pageControlsConfig.cardScrollPx + 1);
    expect(hide).toHaveBeenCalled();
    // Once: a further scroll does not ask again. (An earlier test installed the script anew, so
    // each installation answers once.)
    const calls = hide.mock.calls.length;
    await scrollTo(700);
    toggle('closed');
    await scrollTo(0);
    expect(hide).toHaveBeenCalledTimes(calls);
  });
});
