import type { PortfolioCategoryId } from '../../content/portfolio';

/** The filter that shows every project. */
export const ALL_PROJECTS_FILTER = 'all';
export type PortfolioFilter = typeof ALL_PROJECTS_FILTER | PortfolioCategoryId;

/**
 * The count line under the filters: rendered at build for every project, then by the page's
 * head script for the filtered ones (it carries this function's source, so it uses nothing from
 * outside its body).
 */
export function projectCount(count: number): string {
  return `Showing ${count} ${count === 1 ? 'project' : 'projects'}`;
}
