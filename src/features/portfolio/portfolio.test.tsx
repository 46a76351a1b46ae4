// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portfolioProjects } from '../../content/portfolio';
import { PortfolioGallery } from './portfolio-gallery';
import { PortfolioTeaser } from './portfolio-teaser';

afterEach(cleanup);
beforeEach(() => history.replaceState(null, '', '/portfolio'));

const cards = () => screen.queryAllByRole('link', { name: /^Visit / });

describe('PortfolioGallery', () => {
  it('shows all 48, then 10/8/4/10/5/8/3 per category, and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    render(<PortfolioGallery />);
    expect(cards()).toHaveLength(48);
    const expected: [string, string, number][] = [
      ['Corporate', 'corporate', 10],
      ['Real Estate', 'realestate', 8],
      ['Travel & Tourism', 'travel', 4],
      ['E-commerce', 'ecommerce', 10],
      ['Digital', 'digital', 5],
      ['Services', 'services', 8],
      ['Organizations', 'organizations', 3],
    ];
    for (const [label, id, count] of expected) {
      await user.click(screen.getByRole('button', { name: label }));
      expect(cards()).toHaveLength(count);
      expect(new URLSearchParams(location.search).get('category')).toBe(id);
      expect(screen.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByRole('status').textContent).toBe(`Showing ${count} projects`);
    }
    await user.click(screen.getByRole('button', { name: 'All Projects' }));
    expect(cards()).toHaveLength(48);
    expect(location.search).toBe('');
    expect(location.pathname).toBe('/portfolio');
  });

  it('starts from the category in the URL (shared link, reload) and ignores unknown ones', () => {
    history.replaceState(null, '', '/portfolio?category=travel');
    render(<PortfolioGallery />);
    expect(cards()).toHaveLength(4);
    cleanup();
    history.replaceState(null, '', '/portfolio?category=nonsense');
    render(<PortfolioGallery />);
    expect(cards()).toHaveLength(48);
  });

  it('follows the URL on back/forward navigation', async () => {
    render(<PortfolioGallery />);
    expect(cards()).toHaveLength(48);
    await act(async () => {
      history.pushState(null, '', '/portfolio?category=organizations');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(cards()).toHaveLength(3);
  });

  it('opens every project site in a new tab', () => {
    render(<PortfolioGallery />);
    for (const link of cards()) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});

describe('PortfolioTeaser', () => {
  it('shows at most 9 projects and See Our Portfolio because there are 48', () => {
    render(<PortfolioTeaser />);
    expect(cards()).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'See Our Portfolio' }).getAttribute('href')).toBe(
      '/portfolio',
    );
  });

  it('hides the button when 9 or fewer projects exist', () => {
    render(<PortfolioTeaser projects={portfolioProjects.slice(0, 9)} />);
    expect(cards()).toHaveLength(9);
    expect(screen.queryByRole('link', { name: 'See Our Portfolio' })).toBeNull();
    cleanup();
    render(<PortfolioTeaser projects={portfolioProjects.slice(0, 10)} />);
    expect(cards()).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'See Our Portfolio' })).toBeTruthy();
    cleanup();
    render(<PortfolioTeaser projects={portfolioProjects.slice(0, 4)} />);
    expect(cards()).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'See Our Portfolio' })).toBeNull();
  });
});
