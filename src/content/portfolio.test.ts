import { describe, expect, it } from 'vitest';
import { portfolioCategories, portfolioProjects } from './portfolio';

describe('portfolio', () => {
  it('has 48 projects in the counts of the specification', () => {
    expect(portfolioProjects).toHaveLength(48);
    const counts = Object.fromEntries(
      portfolioCategories.map((c) => [
        c.id,
        portfolioProjects.filter((p) => p.categoryId === c.id).length,
      ]),
    );
    expect(counts).toEqual({
      corporate: 10,
      realestate: 8,
      travel: 4,
      ecommerce: 10,
      digital: 5,
      services: 8,
      organizations: 3,
    });
  });

  it('names each project once, with its category name, on a placeholder https address', () => {
    expect(new Set(portfolioProjects.map((p) => p.name)).size).toBe(48);
    expect(new Set(portfolioProjects.map((p) => p.url)).size).toBe(48);
    for (const project of portfolioProjects) {
      expect(project.url).toMatch(/^https:\/\/www\.[a-z0-9]+\.example$/);
      expect(project.category).toBe(
        portfolioCategories.find((c) => c.id === project.categoryId)!.name,
      );
    }
  });
});
