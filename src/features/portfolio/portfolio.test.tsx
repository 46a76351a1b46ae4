// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  allProjects,
  caseStudy,
  seeAll,
  visitWebsite,
} from '../../content/data/blocks/portfolio.json' with { type: 'json' };
import { portfolioCategories, portfolioProjects } from '../../content/portfolio';
import { domAttr } from '../../lib/dom-contract';
import { PortfolioGallery } from './portfolio-gallery';
import { ALL_PROJECTS_FILTER, projectCount } from './portfolio-filter';
import { PortfolioTeaser } from './portfolio-teaser';
import { PortfolioCard } from './portfolio-card';

afterEach(cleanup);

/** The cards' links to the projects' websites, one a card. */
const siteLink = (name: string) => `${visitWebsite}: ${name} (opens in a new tab)`;
const cards = () =>
  screen
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('aria-label')?.startsWith(`${visitWebsite}: `));
/** Every project of the data has its website's link, wherever it has a case study or not. */
const expectEverySiteLink = (projects: typeof portfolioProjects) => {
  for (const project of projects)
    expect(
      screen.getByRole('link', { name: siteLink(project.name) }).getAttribute('href'),
      project.name,
    ).toBe(project.url);
};

describe('PortfolioGallery', () => {
  it('is served with every project shown and counted, the all-projects button pressed, a button per category', () => {
    render(<PortfolioGallery />);
    expect(cards()).toHaveLength(portfolioProjects.length);
    expect(screen.getByRole('status').textContent).toBe(projectCount(portfolioProjects.length));
    expect(screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual([
      allProjects,
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

  it('links every project of the data to its website, in a new tab, case study or not', () => {
    render(<PortfolioGallery />);
    expectEverySiteLink(portfolioProjects);
    for (const link of cards()) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});

describe('PortfolioTeaser', () => {
  it('shows at most 9 projects, each with its website’s link, and the button when there are more', () => {
    render(<PortfolioTeaser />);
    expect(cards()).toHaveLength(Math.min(9, portfolioProjects.length));
    expectEverySiteLink(portfolioProjects.slice(0, 9));
    const more = screen.queryByRole('link', { name: seeAll });
    expect(more?.getAttribute('href') ?? null).toBe(
      portfolioProjects.length > 9 ? '/portfolio' : null,
    );
  });

  it('hides the button when 9 or fewer projects exist', () => {
    render(<PortfolioTeaser projects={portfolioProjects.slice(0, 9)} />);
    expect(cards()).toHaveLength(9);
    expect(screen.queryByRole('link', { name: seeAll })).toBeNull();
    cleanup();
    render(<PortfolioTeaser projects={portfolioProjects.slice(0, 10)} />);
    expect(cards()).toHaveLength(9);
    expect(screen.getByRole('link', { name: seeAll })).toBeTruthy();
    cleanup();
    render(<PortfolioTeaser projects={portfolioProjects.slice(0, 4)} />);
    expect(cards()).toHaveLength(4);
    expect(screen.queryByRole('link', { name: seeAll })).toBeNull();
  });
});

describe('PortfolioCard', () => {
  it('links to the project’s website in a new tab, and to its case study in this tab when it has one', () => {
    const project = portfolioProjects[0]!;
    render(<PortfolioCard project={{ ...project, caseStudy: '/portfolio/a-story' }} />);
    const link = screen.getByRole('link', { name: `${caseStudy}: ${project.name}` });
    expect(link.getAttribute('href')).toBe('/portfolio/a-story');
    expect(link.getAttribute('target')).toBeNull();
    const withStudy = screen.getByRole('link', { name: siteLink(project.name) });
    expect(withStudy.getAttribute('href')).toBe(project.url);
    expect(withStudy.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    cleanup();
    render(<PortfolioCard project={{ ...project, caseStudy: undefined }} />);
    const site = screen.getByRole('link', { name: siteLink(project.name) });
    expect(site.getAttribute('href')).toBe(project.url);
    expect(site.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
