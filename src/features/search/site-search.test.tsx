// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteSearch } from './site-search';

vi.mock('./pagefind-client', async (original) => ({
  ...(await original<typeof import('./pagefind-client')>()),
  loadPagefind: () => Promise.resolve({}),
  searchSite: () => Promise.resolve([]),
}));

/** The search page's island as served, at `address`, the field typed into before hydration. */
async function hydrateTyped(address: string, typed: string) {
  history.replaceState(null, '', address);
  const host = document.createElement('div');
  host.innerHTML = renderToString(<SiteSearch />);
  document.body.append(host);
  host.querySelector<HTMLInputElement>('input[type="search"]')!.value = typed;
  await act(async () => {
    hydrateRoot(host, <SiteSearch />);
  });
  return host;
}

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('the search typed before the island takes the field', () => {
  it('goes into the address, as a key typed later would', async () => {
    await hydrateTyped('/search', 'hosting ');
    expect(`${location.pathname}${location.search}`).toBe('/search?q=hosting');
  });

  it('replaces the query the address had', async () => {
    await hydrateTyped('/search?q=seo', 'wordpress');
    expect(location.search).toBe('?q=wordpress');
  });

  it('leaves the address alone when nothing was typed, and fills the field from it', async () => {
    const host = await hydrateTyped('/search?q=seo', '');
    expect(location.search).toBe('?q=seo');
    expect(host.querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe('seo');
  });
});
