// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageControls, pageControlsConfig } from '../../components/page-controls';
import { portfolioCategories, portfolioProjects } from '../../content/portfolio';
import { PortfolioGallery, projectCount } from './portfolio-gallery';
import { PortfolioTeaser } from './portfolio-teaser';
import { PortfolioCard } from './portfolio-card';

// The head's inline script, as the served page has it.
beforeAll(() => pageControls(pageControlsConfig));
afterEach(cleanup);
beforeEach(() => history.replaceState(null, '', '/portfolio'));

const cards = () => screen.queryAllByRole('link', { name: /^Visit / });

describe('PortfolioGallery', () => {
  it('shows every project, then each category alone, and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    render(<PortfolioGallery />);
    expect(cards()).toHaveLength(portfolioProjects.length);
    for (const category of portfolioCategories) {
      const count = portfolioProjects.filter((p) => p.categoryId === category.id).length;
      await user.click(screen.getByRole('button', { name: category.name }));
      expect(cards()).toHaveLength(count);
      // The address follows just after the frame that shows the cards.
      await vi.waitFor(() =>
        expect(new URLSearchParams(location.search).get('category')).toBe(category.id),
      );
      const pressed = screen.getAllByRole('button', { pressed: true });
      expect(pressed.map((button) => button.textContent)).toEqual([category.name]);
      expect(screen.getByRole('status').textContent).toBe(projectCount(count));
    }
    await user.click(screen.getByRole('button', { name: 'All Projects' }));
    expect(cards()).toHaveLength(portfolioProjects.length);
    await vi.waitFor(() => expect(location.search).toBe(''));
    expect(location.pathname).toBe('/portfolio');
  });

  it('starts from the category in the URL (shared link, reload) and ignores unknown ones', () => {
    history.replaceState(null, '', '/portfolio?category=travel');
    render(<PortfolioGallery />);
    expect(cards()).toHaveLength(portfolioProjects.filter((p) => p.categoryId === 'travel').length);
    cleanup();
    history.replaceState(null, '', '/portfolio?category=nonsense');
    render(<PortfolioGallery />);
    expect(cards()).toHaveLength(portfolioProjects.length);
  });

  it('follows the URL on back/forward navigation', async () => {
    render(<PortfolioGallery />);
    expect(cards()).toHaveLength(portfolioProjects.length);
    await act(async () => {
      history.pushState(null, '', '/portfolio?category=organizations');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(cards()).toHaveLength(
      portfolioProjects.filter((p) => p.categoryId === 'organizations').length,
    );
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
  it('shows at most 9 projects, and See Our Portfolio when there are more', () => {
    render(<PortfolioTeaser />);
    expect(cards()).toHaveLength(Math.min(9, portfolioProjects.length));
    const more = screen.queryByRole('link', { name: 'See Our Portfolio' });
    expect(more?.getAttribute('href') ?? null).toBe(
      portfolioProjects.length > 9 ? '/portfolio' : null,
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

describe('PortfolioCard', () => {
  it('links to the project’s case study in this tab when it has one, else to its site in a new tab', () => {
    const project = portfolioProjects[0]!;
    render(<PortfolioCard project={{ ...project, caseStudy: '/portfolio/a-story' }} />);
    const link = screen.getByRole('link', { name: `Read the case study: ${project.name}` });
    expect(link.getAttribute('href')).toBe('/portfolio/a-story');
    expect(link.getAttribute('target')).toBeNull();
    cleanup();
    render(<PortfolioCard project={{ ...project, caseStudy: undefined }} />);
    const site = screen.getByRole('link', {
      name: `Visit website: ${project.name} (opens in a new tab)`,
    });
    expect(site.getAttribute('href')).toBe(project.url);
    expect(site.getAttribute('target')).toBe('_blank');
  });
});
