// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { portfolioCategories, portfolioProjects } from '../../content/portfolio';
import { domAttr } from '../../lib/dom-contract';
import { PortfolioGallery } from './portfolio-gallery';
import { ALL_PROJECTS_FILTER, projectCount } from './portfolio-filter';
import { PortfolioTeaser } from './portfolio-teaser';
import { PortfolioCard } from './portfolio-card';

afterEach(cleanup);

const cards = () => screen.queryAllByRole('link', { name: /^Visit / });

describe('PortfolioGallery', () => {
  it('is served with every project shown and counted, All Projects pressed, a button per category', () => {
    render(<PortfolioGallery />);
    expect(cards()).toHaveLength(portfolioProjects.length);
    expect(screen.getByRole('status').textContent).toBe(projectCount(portfolioProjects.length));
    expect(screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual([
      'All Projects',
    ]);
    const filters = screen.getAllByRole('button').map((b) => b.getAttribute(domAttr.filter));
    expect(filters).toEqual([ALL_PROJECTS_FILTER, ...portfolioCategories.map((c) => c.id)]);
    // Each card says its category, for the filter.
    const items = [...document.querySelectorAll(`[${domAttr.category}]`)];
    expect(items.map((item) => item.getAttribute(domAttr.category))).toEqual(
      portfolioProjects.map((project) => project.categoryId),
    );
  });

  it('counts in the singular for one project', () => {
    expect(projectCount(0)).toBe('Showing 0 projects');
    expect(projectCount(1)).toBe('Showing 1 project');
    expect(projectCount(12)).toBe('Showing 12 projects');
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
