// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { App } from './app';
import { loadPage } from './page-loader';
import { findRoute } from './routes';
import { headOf } from './route-heads';

const [served, next] = [findRoute('/careers')!, findRoute('/about-us')!];

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as never;
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  await Promise.all([loadPage(served), loadPage(next)]);
});

let root: Root | undefined;
beforeEach(() => {
  document.body.replaceChildren();
  document.title = headOf(served).title;
});
afterEach(async () => {
  await act(async () => root?.unmount());
});

/** Renders the site afresh at `path` in a document served for the careers page. */
async function renderAt(path: string) {
  history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<App ssrPath={served.path} />));
  return container;
}

// Every page is a document: the tree renders the route it was served for, whatever the address
// says (no client-side routing), and leaves the head and the focus to the browser.
it('renders the served route only, even at another address', async () => {
  const container = await renderAt(next.path);
  expect(container.querySelector('main h1')?.textContent).toBe('Careers');
  expect(document.title).toBe(headOf(served).title);
  expect(document.activeElement).toBe(document.body);
  history.replaceState(null, '', served.path);
});

it('the served page keeps its head and the focus where it is', async () => {
  const container = await renderAt(served.path);
  expect(container.querySelector('main h1')?.textContent).toBe('Careers');
  expect(document.title).toBe(headOf(served).title);
  expect(document.activeElement).toBe(document.body);
});

it('the served page leaves the focus where the visitor has put it, an anchor in its address or not', async () => {
  const elsewhere = document.createElement('button');
  document.body.append(elsewhere);
  elsewhere.focus();
  await renderAt(`${served.path}#main-content`);
  expect(document.activeElement).toBe(elsewhere);
  history.replaceState(null, '', served.path);
});
