// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Article, CaseStudy } from '../../content/insights';
import { ArticleList } from './article-list';
import { ArticleView } from './article-view';
import { CaseStudyView } from './case-study-view';

afterEach(cleanup);

const article = (slug: string, fields: Partial<Article> = {}): Article => ({
  slug,
  path: `/insights/${slug}`,
  title: `Title of ${slug}`,
  description: `About ${slug}`,
  date: '2026-10-02',
  tags: ['seo-services', 'website-development'],
  // An image of the repository: the build made its variants.
  cover: { image: '/images/insights/automating-reports-with-python.webp', alt: `Cover of ${slug}` },
  author: { name: 'Sana M.', role: 'SEO lead' },
  html: '<h2 id="part">Part</h2><p>Body text.</p>',
  readingMinutes: 4,
  ...fields,
});

describe('ArticleView', () => {
  it('shows the title as the one h1, author, date, reading time, services and the body', () => {
    render(<ArticleView article={article('one', { updated: '2026-10-20' })} related={[]} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Title of one',
    ]);
    expect(screen.getByText(/By Sana M\., SEO lead/)).toBeTruthy();
    expect(screen.getByText('2 October 2026').getAttribute('datetime')).toBe('2026-10-02');
    expect(screen.getByText('20 October 2026').getAttribute('datetime')).toBe('2026-10-20');
    expect(screen.getByText(/4 min read/)).toBeTruthy();
    const services = screen.getByRole('list', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['SEO Services', '/services/seo-services'],
      ['Website Development', '/services/website-development'],
    ]);
    const cover = screen.getByRole('img', { name: 'Cover of one' });
    expect(cover.getAttribute('width')).toBe('1200');
    expect(cover.getAttribute('srcset')).toMatch(/ 320w, .* 640w/);
    expect(screen.getByRole('heading', { level: 2, name: 'Part' })).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('says nothing of an update on the day it was written, and lists related articles as links', () => {
    render(
      <ArticleView
        article={article('one', { updated: '2026-10-02' })}
        related={[article('two'), article('three')]}
      />,
    );
    expect(screen.queryByText(/Updated/)).toBeNull();
    const related = screen.getByRole('complementary', { name: 'Related insights' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/insights/two', '/insights/three']);
  });
});

describe('ArticleList', () => {
  it('lists the page’s articles as links and names the current page among the others', () => {
    render(<ArticleList articles={[article('a'), article('b')]} page={2} pageCount={3} />);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Articles', 'Title of a', 'Title of b']);
    const pages = screen.getByRole('navigation', { name: 'Pages of articles' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/insights', '/insights/page/2', '/insights/page/3']);
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows no page links for one page, and says when there is nothing yet', () => {
    render(<ArticleList articles={[]} page={1} pageCount={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('No articles yet.')).toBeTruthy();
  });
});

describe('CaseStudyView', () => {
  const study: CaseStudy = {
    slug: 'shop-story',
    path: '/portfolio/shop-story',
    project: 'shop',
    title: 'A faster shop',
    description: 'How a shop got faster.',
    date: '2026-10-12',
    challenge: '<p>It was slow.</p>',
    approach: '<p>We made it fast.</p>',
    results: [
      { figure: '3', label: 'ways to search' },
      { figure: 'Daily', label: 'backups' },
    ],
    services: ['website-development'],
    screenshots: [
      { image: '/images/insights/book-nook-online-search.webp', alt: 'The search page' },
    ],
  };

  it('shows challenge, approach, results as figures with labels, screenshots and the services', () => {
    render(<CaseStudyView study={study} projectName="Shop" projectUrl="https://shop.example" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('A faster shop');
    for (const name of ['Results', 'The challenge', 'Our approach', 'Screenshots'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'ways to search',
      'backups',
    ]);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['3', 'Daily']);
    expect(screen.getByRole('img', { name: 'The search page' }).getAttribute('loading')).toBe(
      'lazy',
    );
    expect(
      within(screen.getByRole('list', { name: 'Services used' }))
        .getByRole('link', { name: 'Website Development' })
        .getAttribute('href'),
    ).toBe('/services/website-development');
    const site = screen.getByRole('link', { name: 'Visit website' });
    expect(site.getAttribute('href')).toBe('https://shop.example');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('heading', { name: 'What the client says' })).toBeNull();
  });

  it('shows the client’s testimonial, with a link to the others, when it has one', () => {
    render(
      <CaseStudyView
        study={study}
        projectName="Shop"
        projectUrl="https://shop.example"
        testimonial={<blockquote>Great work.</blockquote>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'What the client says' })).toBeTruthy();
    expect(screen.getByText('Great work.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More testimonials' }).getAttribute('href')).toBe(
      '/testimonials',
    );
  });
});
