import { portfolioCategories } from './portfolio-categories';
import type { PortfolioProject, PortfolioProjectFile } from './portfolio.schema';
import { caseStudyPaths } from './case-study-paths';

export { portfolioCategories, portfolioCategoryIds } from './portfolio-categories';
export type { PortfolioCategoryId } from './portfolio-categories';

/** The home page's portfolio teaser shows at most this many projects (the specification). */
export const HOME_PORTFOLIO_LIMIT = 9;

const categoryName = (id: PortfolioProject['categoryId']): string =>
  portfolioCategories.find((category) => category.id === id)!.name;

export const portfolioProjects: PortfolioProject[] = Object.values(
  import.meta.glob<PortfolioProjectFile>('./data/portfolio/*.json', {
    eager: true,
    import: 'default',
  }),
)
  .sort((a, b) => a.order - b.order) // stable: equal orders keep file-name order
  .map((project) => ({
    ...project,
    category: categoryName(project.categoryId),
    // A project with a case study links to it (src/content/data/case-studies).
    caseStudy: caseStudyPaths[project.url],
  }));

export type { PortfolioProject };
