// @vitest-environment jsdom
/**
 * An island that fails to render gives the page back the HTML it was served, marks its host
 * failed and says so with the event the head script listens for (so a held send goes natively).
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domAttr, domEvent } from '../lib/dom-contract';
import { hydrateIsland } from './hydrate-island';
import { IslandBoundary } from './island-boundary';

function Broken(): never {
  throw new Error('render failed');
}

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const served =
  '<form method="post" action="/send"><input name="name" value="Ayesha"><button type="submit">Send Message</button></form>';

const hostWith = (html: string) => {
  const host = document.createElement('div');
  host.setAttribute(domAttr.island, 'contact-form');
  host.innerHTML = html;
  document.body.append(host);
  return host;
};

describe('IslandBoundary', () => {
  it('renders its island while it works, and marks nothing', async () => {
    const host = hostWith('');
    const failed = vi.fn();
    document.addEventListener(domEvent.islandFailed, failed);
    root = createRoot(host);
    await act(async () =>
      root!.render(
        <IslandBoundary host={host} served={served}>
          <p>island</p>
        </IslandBoundary>,
      ),
    );
    document.removeEventListener(domEvent.islandFailed, failed);
    expect(host.textContent).toBe('island');
    expect(host.hasAttribute(domAttr.islandFailed)).toBe(false);
    expect(failed).not.toHaveBeenCalled();
  });

  it('on a render error: gives back the served HTML, marks the host failed and dispatches the event', async () => {
    const host = hostWith('');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: Event[] = [];
    const listener = (event: Event) => heard.push(event);
    document.addEventListener(domEvent.islandFailed, listener);
    root = createRoot(host);
    await act(async () =>
      root!.render(
        <IslandBoundary host={host} served={served}>
          <Broken />
        </IslandBoundary>,
      ),
    );
    document.removeEventListener(domEvent.islandFailed, listener);
    expect(host.querySelector('form')?.outerHTML).toBe(
      new DOMParser().parseFromString(served, 'text/html').querySelector('form')!.outerHTML,
    );
    expect(host.hasAttribute(domAttr.islandFailed)).toBe(true);
    // Once, bubbling from the host (the head script listens on the document).
    expect(heard).toHaveLength(1);
    expect(heard[0]!.target).toBe(host);
    expect(heard[0]!.bubbles).toBe(true);
    expect(errors).toHaveBeenCalled();
  });

  it('an island hydrated in its host that throws leaves the served form in place, working natively', async () => {
    const host = hostWith(served);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const heard = vi.fn();
    document.addEventListener(domEvent.islandFailed, heard);
    await act(async () => hydrateIsland(host, 'contact-form', Broken));
    document.removeEventListener(domEvent.islandFailed, heard);
    const form = host.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/send');
    expect(form.querySelector('input')!.value).toBe('Ayesha');
    expect(form.querySelector('button')!.textContent).toBe('Send Message');
    expect(host.hasAttribute(domAttr.islandFailed)).toBe(true);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('renders nothing extra when prerendering (no host, nothing served)', async () => {
    const container = hostWith('');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    root = createRoot(container);
    await act(async () =>
      root!.render(
        <IslandBoundary>
          <Broken />
        </IslandBoundary>,
      ),
    );
    expect(container.textContent).toBe('');
  });
});
