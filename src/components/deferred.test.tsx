// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { deferred, deferredReady, hydratedOnUse, loadStaticParts, servedAsIs } from './deferred';

const load = vi.fn(() => import('./deferred-fixture').then((m) => m.Counter));
const Counter = deferred(load);
const loadStatic = vi.fn(() => import('./deferred-fixture').then((m) => m.Counter));
const StaticCounter = servedAsIs(loadStatic);
const loadUsed = vi.fn(() => import('./deferred-fixture').then((m) => m.Counter));
const UsedCounter = hydratedOnUse(loadUsed, '.used');
// Two parts started together (as the package card and the hosting plans are), the second one's
// code held back until the test lets it come.
let letSlowCome: () => void = () => undefined;
const loadChoice = vi.fn(() => import('./deferred-fixture').then((m) => m.Choice));
const loadSlow = vi.fn(() =>
  new Promise<void>((resolve) => (letSlowCome = resolve)).then(() =>
    import('./deferred-fixture').then((m) => m.Counter),
  ),
);
const together = '.choice, .slow';
const ChoicePart = hydratedOnUse(loadChoice, '.choice', { startedBy: together });
const SlowPart = hydratedOnUse(loadSlow, '.slow', { startedBy: together });

/** What the prerenderer writes for it (deferred-server.test.tsx). */
const served = '<!--$--><button type="button">Clicked<!-- --> <!-- -->0</button><!--/$-->';

describe('deferred', () => {
  it('keeps the served HTML, then hydrates it once the page is idle or the visitor interacts', async () => {
    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Counter label="Clicked" />);
    });
    // The served HTML stays as it was, and the code is not loaded before the page is idle.
    expect(container.innerHTML).toBe(served);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await deferredReady();
    });
    // React hydrates the boundary at low priority once the code is there.
    const button = container.querySelector('button')!;
    await vi.waitFor(() =>
      expect(Object.keys(button).some((key) => key.startsWith('__reactFiber'))).toBe(true),
    );
    await act(async () => {
      button.click();
    });
    expect(container.querySelector('button')!.textContent).toBe('Clicked 1');
    // No hydration mismatch (React's act() notice about the lazy part is not one).
    expect(errors.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydratedOnUse: loads nothing when idle or used elsewhere; a click inside loads it and counts once it has hydrated', async () => {
    const container = document.createElement('div');
    container.className = 'used';
    container.innerHTML = served;
    const elsewhere = document.createElement('button');
    elsewhere.type = 'button';
    document.body.append(container, elsewhere);
    await act(async () => {
      hydrateRoot(container, <UsedCounter label="Clicked" />);
    });
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      window.dispatchEvent(new Event('scroll'));
      elsewhere.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      elsewhere.click();
      await deferredReady();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(loadUsed).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(served);

    // Pressed and clicked before the code is there: React drops the click; it is repeated once.
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(loadUsed).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(container.querySelector('button')!.textContent).toBe('Clicked 1'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('button')!.textContent).toBe('Clicked 1');
    // Hydrated: clicks are React's alone (none repeated).
    await act(async () => {
      button.click();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('button')!.textContent).toBe('Clicked 2');
    expect(loadUsed).toHaveBeenCalledTimes(1);
  });

  it('hydratedOnUse: parts started together; a click dropped on one is repeated once that one has hydrated, before a later click', async () => {
    const choiceServed =
      '<!--$--><div><button type="button">One</button><button type="button">Two</button><p>Chosen: <!-- -->none</p></div><!--/$-->';
    const choice = document.createElement('div');
    choice.className = 'choice';
    choice.innerHTML = choiceServed;
    const slow = document.createElement('div');
    slow.className = 'slow';
    slow.innerHTML = served.replace('Clicked', 'Slow');
    document.body.append(choice, slow);
    await act(async () => {
      hydrateRoot(choice, <ChoicePart />);
      hydrateRoot(slow, <SlowPart label="Slow" />);
    });
    expect(loadChoice).not.toHaveBeenCalled();
    expect(loadSlow).not.toHaveBeenCalled();

    const [one, two] = [...choice.querySelectorAll('button')] as [
      HTMLButtonElement,
      HTMLButtonElement,
    ];
    const chosen = () => choice.querySelector('p')!.textContent;
    // A use of one starts both; the click on One comes before any code and is dropped by React.
    await act(async () => {
      one.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      one.click();
    });
    expect(loadChoice).toHaveBeenCalledTimes(1);
    expect(loadSlow).toHaveBeenCalledTimes(1);
    // Repeated as soon as its own part has hydrated, without waiting for the other part.
    await vi.waitFor(() => expect(chosen()).toBe('Chosen: one'));
    // A later click, which React handles itself, stays the last word once the other part
    // hydrates (before, the dropped One was repeated only then, and undid it).
    await act(async () => {
      two.click();
    });
    expect(chosen()).toBe('Chosen: two');
    await act(async () => {
      letSlowCome();
    });
    const counter = slow.querySelector('button')!;
    await vi.waitFor(() =>
      expect(Object.keys(counter).some((key) => key.startsWith('__reactFiber'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chosen()).toBe('Chosen: two');
    expect(counter.textContent).toBe('Slow 0');
  });

  it('servedAsIs: keeps the served HTML and loads nothing on the served page, idle or clicked; renders after a navigation', async () => {
    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <StaticCounter label="Clicked" />);
    });
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      container.querySelector('button')!.click();
      await deferredReady();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(loadStatic).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(served);

    // The first client-side navigation: the code loads, and the part renders where it is shown.
    loadStaticParts();
    expect(loadStatic).toHaveBeenCalledTimes(1);
    await act(async () => {
      await deferredReady();
    });
    const next = document.createElement('div');
    document.body.append(next);
    await act(async () => {
      createRoot(next).render(<StaticCounter label="Again" />);
    });
    await vi.waitFor(() => expect(next.textContent).toBe('Again 0'));

    // A part defined later (a page loaded for a navigation) loads at once.
    const later = vi.fn(() => import('./deferred-fixture').then((m) => m.Counter));
    servedAsIs(later);
    await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1));
  });
});
