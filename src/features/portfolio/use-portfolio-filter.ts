import { useSearch } from 'wouter';
import { useHydrated } from '../../components/hooks/use-hydrated';
import { CATEGORY_QUERY_PARAM } from '../../config/ui';
import { portfolioCategoryIds } from '../../content/portfolio';
import type { PortfolioCategoryId } from '../../content/portfolio';

export type PortfolioFilter = 'all' | PortfolioCategoryId;

const isCategory = (value: string | null): value is PortfolioCategoryId =>
  portfolioCategoryIds.includes(value as PortfolioCategoryId);

/** Reads the category from a query string; anything unknown means all projects. */
export function filterFromSearch(search: string): PortfolioFilter {
  const value = new URLSearchParams(search).get(CATEGORY_QUERY_PARAM);
  return isCategory(value) ? value : 'all';
}

/**
 * The active portfolio filter: the address's ?category=, which the page's inline script sets on
 * a tap. The prerendered page shows all projects; the address's category applies from the first
 * render after hydration.
 */
export function usePortfolioFilter(): PortfolioFilter {
  const search = useSearch();
  return useHydrated() ? filterFromSearch(search) : 'all';
}
