// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceInsightsList } from './service-insights-list';

afterEach(cleanup);

const insights = {
  'seo-services': [
    { path: '/insights/a', title: 'Article A', date: '2026-10-02', dateText: '2 October 2026' },
    { path: '/insights/b', title: 'Article B', date: '2026-09-01', dateText: '1 September 2026' },
  ],
};

const at = (path: string) => {
  history.replaceState(null, '', path);
  return render(<ServiceInsightsList insights={insights} />);
};

describe('ServiceInsightsList', () => {
  it('lists the service’s articles with their dates, and links to all of them', () => {
    at('/services/seo-services');
    expect(screen.getByRole('heading', { name: 'Insights on this service' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Article A', '/insights/a'],
      ['Article B', '/insights/b'],
      ['All insights', '/insights'],
    ]);
    expect(screen.getByText('2 October 2026').getAttribute('datetime')).toBe('2026-10-02');
  });

  it('shows nothing on a service no article is about', () => {
    const { container } = at('/services/mobile-apps');
    expect(container.innerHTML).toBe('');
  });
});
