// Rules the portfolio holds whatever staff enter (counts and names are the data's, so an edit the
// build accepts never turns these red; the build refuses a name or address used twice).
import { describe, expect, it } from 'vitest';
import { portfolioCategories, portfolioProjects } from './portfolio';

describe('portfolio', () => {
  it('names each project once, on its own https address, with its category’s name', () => {
    expect(portfolioProjects.length).toBeGreaterThan(0);
    expect(new Set(portfolioProjects.map((p) => p.name)).size).toBe(portfolioProjects.length);
    expect(new Set(portfolioProjects.map((p) => p.url)).size).toBe(portfolioProjects.length);
    for (const project of portfolioProjects) {
      expect(new URL(project.url).protocol).toBe('https:');
      expect(project.category).toBe(
        portfolioCategories.find((c) => c.id === project.categoryId)!.name,
      );
    }
  });
});
