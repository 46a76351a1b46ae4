// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { servedPage } from './served-page';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.title = '';
});

describe('servedPage', () => {
  it('keeps the HTML the document was served with, and reads its head', () => {
    document.title = 'An article | Agency';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'What it says';
    document.head.append(meta);
    document.body.innerHTML =
      '<div data-served="/insights/a"><h1>An article</h1><p>Served text.</p></div>';
    const route = { path: '/insights/a', headFrom: {} };
    const Page = servedPage(route);
    expect(route.headFrom).toEqual({
      texts: { title: 'An article | Agency', description: 'What it says' },
    });
    document.body.innerHTML = '';
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('An article');
    expect(screen.getByText('Served text.')).toBeTruthy();
    meta.remove();
  });

  it('refuses when the document is another page’s: the browser then loads the page itself', () => {
    document.body.innerHTML = '<div data-served="/insights/b"></div>';
    expect(() => servedPage({ path: '/insights/a', headFrom: {} })).toThrow(
      '/insights/a is served as its own document',
    );
  });
});
