// @vitest-environment jsdom
/**
 * The page's head script (the real built string every page carries) answering the real
 * components' served HTML: the header, mega-menu, back-to-top, WhatsApp widget, currency
 * selectors, service tabs, FAQ and portfolio filter. Elements are found by their roles and
 * names, so a class or attribute renamed on one side only breaks these tests.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from '../components/back-to-top';
import { SiteHeader } from '../components/site-header';
import { WhatsAppWidget } from '../components/whatsapp-widget';
import { HeaderSearch } from '../components/header-search';
import {
  BACK_TO_TOP_SCROLL_PX,
  CARD_SCROLL_CLOSE_PX,
  CURRENCY_STORAGE_KEY,
  HEADER_SOLID_SCROLL_PX,
  MEGA_MENU_CLOSE_DELAY_MS,
  THEME_STORAGE_KEY,
} from '../config/ui';
import { allProjects } from '../content/data/blocks/portfolio.json' with { type: 'json' };
import { cardButton } from '../content/data/blocks/whatsapp.json' with { type: 'json' };
import { faqs } from '../content/faqs';
import { primaryNav } from '../content/navigation';
import { portfolioCategories, portfolioProjects } from '../content/portfolio';
import { serviceTabs } from '../content/services';
import { FaqAccordion } from '../features/faq/faq-accordion';
import { PortfolioGallery } from '../features/portfolio/portfolio-gallery';
import { projectCount } from '../features/portfolio/portfolio-filter';
import { CurrencySelector } from '../features/pricing/currency-selector';
import { ServiceTabs } from '../features/services/service-tabs';
import { domAttr } from '../lib/dom-contract';
import { clearPage, installHeadScript, media, servePage } from '../test-support/served-page';

const root = document.documentElement;

beforeAll(() => {
  // A visitor who chose US dollars on an earlier visit.
  localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
  // ... and the dark theme.
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  installHeadScript();
});
beforeEach(() => {
  media.wide = true;
  media.reducedMotion = false;
  media.darkScheme = false;
  history.replaceState(null, '', '/');
});
afterEach(() => {
  clearPage();
  vi.useRealTimers();
});

const key = (element: Element, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};
const scrollTo = (offset: number) => {
  Object.defineProperty(window, 'scrollY', { value: offset, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('currency', () => {
  const pressed = () =>
    screen
      .getAllByRole('button', { pressed: true })
      .filter((button) => button.hasAttribute(domAttr.currencyChoice))
      .map((button) => button.textContent);

  it('applies the stored choice to <html> before the content exists', () => {
    // Nothing of the page has been served yet: the prices paint in the stored currency.
    expect(document.body.children).toHaveLength(0);
    expect(root.getAttribute(domAttr.currency)).toBe('USD');
  });

  it('presses the chosen currency in every selector once the page is parsed; a tap switches all', async () => {
    const user = userEvent.setup();
    servePage(
      <>
        <CurrencySelector />
        <CurrencySelector />
      </>,
    );
    expect(pressed()).toEqual(['USD', 'USD']);
    const [first, second] = screen.getAllByRole('group', { name: 'Currency' });
    await user.click(within(second!).getByRole('button', { name: 'PKR' }));
    expect(root.getAttribute(domAttr.currency)).toBe('PKR');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('PKR');
    expect(pressed()).toEqual(['PKR', 'PKR']);
    await user.click(within(first!).getByRole('button', { name: 'USD' }));
    expect(root.getAttribute(domAttr.currency)).toBe('USD');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD');
    expect(pressed()).toEqual(['USD', 'USD']);
  });

  it('keeps the choice for the page view when storage refuses it', async () => {
    const user = userEvent.setup();
    servePage(<CurrencySelector />);
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'PKR' }));
    refuse.mockRestore();
    expect(root.getAttribute(domAttr.currency)).toBe('PKR');
    expect(pressed()).toEqual(['PKR']);
    await user.click(screen.getByRole('button', { name: 'USD' }));
  });
});

describe('theme', () => {
  const toggle = () => screen.getByRole('button', { name: 'Dark theme' });

  it('applies the stored choice to <html> before the content exists', () => {
    expect(document.body.children).toHaveLength(0);
    expect(root.getAttribute(domAttr.theme)).toBe('dark');
  });

  it('presses the toggle in the dark theme; a tap switches, keeps the choice, in one frame', async () => {
    const user = userEvent.setup();
    servePage(<SiteHeader />);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    const switching: (string | null)[] = [];
    new MutationObserver((records) =>
      switching.push(...records.map((record) => record.oldValue)),
    ).observe(root, { attributeFilter: [domAttr.themeSwitching], attributeOldValue: true });
    await user.click(toggle());
    expect(root.getAttribute(domAttr.theme)).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    // Transitions were off while the theme changed (set, then removed), and are back.
    expect(switching).toEqual([null, '']);
    expect(root.hasAttribute(domAttr.themeSwitching)).toBe(false);
    await user.click(toggle());
    expect(root.getAttribute(domAttr.theme)).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
  });

  it("with no choice, follows the system's setting: a tap on a dark system chooses light", async () => {
    const user = userEvent.setup();
    root.removeAttribute(domAttr.theme);
    media.darkScheme = true;
    servePage(<SiteHeader />);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle());
    expect(root.getAttribute(domAttr.theme)).toBe('light');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
  });
});

describe('scroll offsets and back to top', () => {
  it('marks <html> past the header and back-to-top thresholds', () => {
    servePage(<BackToTop />);
    for (const [offset, scrolled, far] of [
      [HEADER_SOLID_SCROLL_PX, false, false],
      [HEADER_SOLID_SCROLL_PX + 1, true, false],
      [BACK_TO_TOP_SCROLL_PX, true, false],
      [BACK_TO_TOP_SCROLL_PX + 1, true, true],
      [0, false, false],
    ] as const) {
      scrollTo(offset);
      expect(root.hasAttribute(domAttr.scrolled)).toBe(scrolled);
      expect(root.hasAttribute(domAttr.scrolledFar)).toBe(far);
    }
  });

  it('scrolls back up on a tap: smoothly, or at once for a visitor who asks for less motion', async () => {
    const user = userEvent.setup();
    servePage(<BackToTop />);
    const scroll = vi.fn();
    window.scrollTo = scroll as never;
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    media.reducedMotion = true;
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});

describe('service tabs', () => {
  const tab = (label: string) => screen.getByRole('tab', { name: label });
  const shownPanels = () =>
    screen.getAllByRole('tabpanel', { hidden: true }).filter((panel) => !panel.hidden);

  it('a tap selects a tab and shows its panel only', async () => {
    const user = userEvent.setup();
    servePage(<ServiceTabs />);
    for (const { label } of serviceTabs) {
      await user.click(tab(label));
      expect(screen.getAllByRole('tab', { selected: true })).toEqual([tab(label)]);
      expect(tab(label).tabIndex).toBe(0);
      expect(
        screen.getAllByRole('tab').filter((other) => other !== tab(label) && other.tabIndex !== -1),
      ).toEqual([]);
      expect(shownPanels()).toHaveLength(1);
      expect(shownPanels()[0]!.getAttribute('aria-labelledby')).toBe(tab(label).id);
    }
  });

  it('the arrow keys (wrapping), Home and End move the selection and the focus', async () => {
    const user = userEvent.setup();
    servePage(<ServiceTabs />);
    const labels = serviceTabs.map((each) => each.label);
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;
    await user.click(tab(labels[0]!));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe(labels[1]);
    expect(document.activeElement).toBe(tab(labels[1]!));
    await user.keyboard('{End}');
    expect(selected()).toBe(labels.at(-1));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe(labels[0]);
    expect(document.activeElement).toBe(tab(labels[0]!));
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toBe(labels.at(-1));
    await user.keyboard('{Home}');
    expect(selected()).toBe(labels[0]);
    expect(shownPanels()[0]!.getAttribute('aria-labelledby')).toBe(tab(labels[0]!).id);
    // Any other key is the browser's.
    expect(key(tab(labels[0]!), 'a').defaultPrevented).toBe(false);
  });
});

describe('FAQ', () => {
  it('ArrowDown and ArrowUp move between the questions (wrapping), Home and End to the ends', async () => {
    const user = userEvent.setup();
    servePage(<FaqAccordion />);
    const questions = faqs.map((faq) => screen.getByText(faq.question, { selector: 'summary' }));
    const last = questions.length - 1;
    questions[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(questions[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(questions[last]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(questions[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(questions[last]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(questions[0]);
    // Other keys are the browser's (Enter and Space open a <details>).
    expect(key(questions[0]!, 'Enter').defaultPrevented).toBe(false);
  });
});

describe('portfolio filter', () => {
  const cards = () =>
    screen.getAllByRole('listitem').filter((item) => item.hasAttribute(domAttr.category));
  const shown = () => cards().filter((card) => !card.hidden);
  const inCategory = (id: string) => portfolioProjects.filter((p) => p.categoryId === id).length;

  it('a tap shows that category alone, counts it, presses its button and puts it in the address', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/portfolio');
    servePage(<PortfolioGallery />, '/portfolio');
    expect(shown()).toHaveLength(portfolioProjects.length);
    for (const category of portfolioCategories) {
      await user.click(screen.getByRole('button', { name: category.name }));
      expect(shown()).toHaveLength(inCategory(category.id));
      expect(shown().every((card) => card.getAttribute(domAttr.category) === category.id)).toBe(
        true,
      );
      expect(screen.getByRole('status').textContent).toBe(projectCount(inCategory(category.id)));
      expect(screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual([
        category.name,
      ]);
      expect(location.pathname).toBe('/portfolio');
      expect(new URLSearchParams(location.search).get('category')).toBe(category.id);
    }
    await user.click(screen.getByRole('button', { name: allProjects }));
    expect(shown()).toHaveLength(portfolioProjects.length);
    expect(screen.getByRole('status').textContent).toBe(projectCount(portfolioProjects.length));
    expect(location.search).toBe('');
  });

  it("applies the address's category once the page is parsed; an unknown or hostile one shows all", () => {
    const category = portfolioCategories[0]!;
    history.replaceState(null, '', `/portfolio?category=${category.id}`);
    servePage(<PortfolioGallery />, '/portfolio');
    expect(shown()).toHaveLength(inCategory(category.id));
    expect(screen.getByRole('status').textContent).toBe(projectCount(inCategory(category.id)));
    expect(screen.getByRole('button', { name: category.name }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    for (const query of ['nonsense', '%22%5D%20*', '', 'all']) {
      history.replaceState(null, '', `/portfolio?category=${query}`);
      servePage(<PortfolioGallery />, '/portfolio');
      expect(shown()).toHaveLength(portfolioProjects.length);
    }
  });

  it('counts one project in the singular', () => {
    servePage(<PortfolioGallery projects={portfolioProjects.slice(0, 3)} />);
    const only = portfolioProjects[0]!;
    const others = portfolioProjects.slice(0, 3).filter((p) => p.categoryId === only.categoryId);
    const name = portfolioCategories.find((c) => c.id === only.categoryId)!.name;
    screen.getByRole('button', { name }).click();
    expect(screen.getByRole('status').textContent).toBe(projectCount(others.length));
    expect(projectCount(1)).toBe('Showing 1 project');
    expect(projectCount(2)).toBe('Showing 2 projects');
  });
});

describe('header', () => {
  const menuToggle = () => screen.getByRole('button', { name: 'Toggle navigation' });
  const header = () => screen.getByRole('banner');
  const menuOpen = () => {
    const open = header().hasAttribute(domAttr.menuOpen);
    expect(menuToggle().getAttribute('aria-expanded')).toBe(String(open));
    return open;
  };
  const mega = () => screen.getByRole('button', { name: primaryNav.servicesLabel });
  const megaOpen = () => mega().getAttribute('aria-expanded') === 'true';
  const megaItem = () => mega().parentElement!;
  const panelLink = () =>
    within(document.getElementById(mega().getAttribute('aria-controls')!)!).getAllByRole(
      'link',
    )[0]!;
  const contactLink = () => screen.getByRole('link', { name: 'Contact' });
  const pointer = (type: string, target: Element) =>
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse' }));
  /** A finger's tap: the pointer events of a touch, then the click. */
  const tap = (target: Element) => {
    target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
  };
  const backdrop = () => header().querySelector('[aria-hidden="true"]:not(svg):empty')!;

  it('the phone menu opens and closes on its toggle, and closes when a link is followed', async () => {
    media.wide = false;
    servePage(<SiteHeader />, '/about-us');
    expect(menuOpen()).toBe(false);
    tap(menuToggle());
    expect(menuOpen()).toBe(true);
    tap(menuToggle());
    expect(menuOpen()).toBe(false);
    tap(menuToggle());
    // The services list inside it: a tap toggles it.
    tap(mega());
    expect(megaOpen()).toBe(true);
    tap(mega());
    expect(megaOpen()).toBe(false);
    tap(mega());
    // Followed (jsdom does not navigate).
    tap(contactLink());
    expect(menuOpen()).toBe(false);
    expect(megaOpen()).toBe(false);
  });

  it('the phone menu closes on a tap on its backdrop, and on Escape (focus back on its toggle)', async () => {
    media.wide = false;
    const user = userEvent.setup();
    servePage(
      <>
        <SiteHeader />
        <main>
          <p>content</p>
        </main>
      </>,
      '/about-us',
    );
    await user.click(menuToggle());
    expect(menuOpen()).toBe(true);
    backdrop().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(menuOpen()).toBe(false);
    await user.click(menuToggle());
    contactLink().focus();
    key(contactLink(), 'Escape');
    expect(menuOpen()).toBe(false);
    expect(document.activeElement).toBe(menuToggle());
    // Escape with the menu closed changes nothing.
    key(screen.getByText('content'), 'Escape');
    expect(menuOpen()).toBe(false);
  });

  it('the mega-menu opens under the mouse and closes the delay after the mouse leaves', () => {
    vi.useFakeTimers();
    servePage(
      <>
        <SiteHeader />
        <main>
          <p>content</p>
        </main>
      </>,
    );
    pointer('pointerover', mega());
    expect(megaOpen()).toBe(true);
    // A click of the mouse on the hovered button keeps it open.
    mega().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(megaOpen()).toBe(true);
    pointer('pointerover', panelLink());
    pointer('pointerover', screen.getByText('content'));
    vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS - 1);
    expect(megaOpen()).toBe(true);
    // Back in time: it stays open.
    pointer('pointerover', panelLink());
    vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS);
    expect(megaOpen()).toBe(true);
    pointer('pointerover', screen.getByText('content'));
    vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS);
    expect(megaOpen()).toBe(false);
  });

  it('on a narrow screen a mouse click toggles the services list (hover does not hold it)', async () => {
    media.wide = false;
    const user = userEvent.setup();
    servePage(<SiteHeader />);
    await user.click(mega());
    expect(megaOpen()).toBe(true);
    await user.click(mega());
    expect(megaOpen()).toBe(false);
  });

  it('the mega-menu does not open on hover on a narrow screen', () => {
    media.wide = false;
    servePage(<SiteHeader />);
    pointer('pointerover', mega());
    expect(megaOpen()).toBe(false);
  });

  it('a key opens the mega-menu; Escape closes it, gives the focus back, and focus does not reopen it', () => {
    servePage(<SiteHeader />);
    mega().focus();
    mega().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    expect(megaOpen()).toBe(true);
    panelLink().focus();
    key(panelLink(), 'Escape');
    expect(megaOpen()).toBe(false);
    expect(document.activeElement).toBe(mega());
    expect(megaItem().hasAttribute(domAttr.megaDismissed)).toBe(true);
    // Focus leaving the item ends the dismissal.
    contactLink().focus();
    expect(megaItem().hasAttribute(domAttr.megaDismissed)).toBe(false);
  });

  it('the mega-menu closes when the focus leaves it on a wide screen', () => {
    servePage(<SiteHeader />);
    mega().dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    panelLink().focus();
    expect(megaOpen()).toBe(true);
    contactLink().focus();
    expect(megaOpen()).toBe(false);
  });

  it('keyboard focus (focus the browser shows) on the mega-menu button opens it on a wide screen', () => {
    // jsdom cannot tell a keyboard focus from a pointer's: the browser's answer is given here.
    let visible = false;
    const serve = () => {
      servePage(<SiteHeader />);
      const button = mega();
      button.matches = ((selector: string) =>
        selector === ':focus-visible'
          ? visible
          : Element.prototype.matches.call(button, selector)) as never;
      return button;
    };
    let button = serve();
    button.focus();
    expect(megaOpen()).toBe(false);
    contactLink().focus();
    visible = true;
    button.focus();
    expect(megaOpen()).toBe(true);
    // Not on a narrow screen: it is a list in the phone menu there.
    media.wide = false;
    button = serve();
    button.focus();
    expect(megaOpen()).toBe(false);
  });
});

describe('WhatsApp widget', () => {
  const toggle = () => screen.getByRole('button', { name: 'Chat on WhatsApp' });
  const card = () => document.getElementById(toggle().getAttribute('popovertarget')!)!;
  const popoverToggled = (newState: 'open' | 'closed') => {
    const event = new Event('toggle');
    Object.assign(event, { newState });
    card().dispatchEvent(event);
  };

  it("keeps its toggle's aria-expanded with the card's state", () => {
    servePage(<WhatsAppWidget />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    popoverToggled('open');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    popoverToggled('closed');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the card once the page scrolls away from where it opened, once', async () => {
    servePage(<WhatsAppWidget />);
    const hide = vi.fn();
    card().hidePopover = hide;
    scrollTo(500);
    popoverToggled('open');
    scrollTo(500 + CARD_SCROLL_CLOSE_PX);
    expect(hide).not.toHaveBeenCalled();
    scrollTo(500 + CARD_SCROLL_CLOSE_PX + 1);
    expect(hide).toHaveBeenCalledOnce();
    scrollTo(900);
    popoverToggled('closed');
    scrollTo(0);
    expect(hide).toHaveBeenCalledOnce();
    await frame();
  });
});

describe('header search', () => {
  it("keeps its button's aria-expanded with the field's state and puts focus in the field", () => {
    servePage(<HeaderSearch />);
    const button = screen.getByRole('button', { name: 'Search' });
    const panel = document.getElementById(button.getAttribute('popovertarget')!)!;
    const toggled = (newState: 'open' | 'closed') => {
      const event = new Event('toggle');
      Object.assign(event, { newState });
      panel.dispatchEvent(event);
    };
    expect(button.getAttribute('aria-expanded')).toBe('false');
    toggled('open');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(panel.querySelector('input[type="search"]'));
    toggled('closed');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('floating buttons', () => {
  // jsdom has no layout: each element's box is given here.
  const box = (element: Element, left: number, top: number, width: number, height: number) => {
    element.getBoundingClientRect = () => new DOMRect(left, top, width, height);
  };
  const yields = () => root.hasAttribute(domAttr.floatingYield);

  it('give way while a link, button or field of the page is under them, and only then', async () => {
    servePage(
      <>
        <main>
          <a href="/a">a</a>
          <p>text</p>
          <input aria-label="field" />
        </main>
        <WhatsAppWidget />
        <BackToTop />
      </>,
    );
    const whatsapp = screen.getByRole('button', { name: 'Chat on WhatsApp' });
    box(whatsapp, 320, 770, 56, 56);
    box(screen.getByRole('button', { name: 'Back to top' }), 0, 0, 0, 0);
    box(screen.getByRole('link', { name: 'a' }), 20, 780, 300, 24); // ends at 320: beside it
    const field = screen.getByRole('textbox', { name: 'field' });
    box(field, 20, 100, 340, 44);
    scrollTo(10);
    await frame();
    expect(yields()).toBe(false);
    box(field, 20, 790, 340, 44); // under the button
    scrollTo(20);
    await frame();
    expect(yields()).toBe(true);
    // Its own card's link never counts.
    box(field, 0, 0, 0, 0); // no longer shown (a hidden tab panel)
    box(screen.getByRole('link', { name: cardButton, hidden: true }), 320, 770, 56, 56);
    // A tap: checked in the frame after the one that shows its answer.
    screen.getByText('text').click();
    await frame();
    await frame();
    expect(yields()).toBe(false);
  });
});
