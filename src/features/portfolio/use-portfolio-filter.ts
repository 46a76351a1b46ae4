import { useLocation, useSearch } from 'wouter';
import { useHydrated } from '../../components/deferred';
import { useRoutePath } from '../../components/use-route-path';
import { portfolioCategoryIds } from '../../content/portfolio';
import type { PortfolioCategoryId } from '../../content/portfolio';

export type PortfolioFilter = 'all' | PortfolioCategoryId;

/** Query parameter holding the active category, so a filtered view can be shared. */
export const CATEGORY_QUERY_PARAM = 'category';

const isCategory = (value: string | null): value is PortfolioCategoryId =>
  portfolioCategoryIds.includes(value as PortfolioCategoryId);

/** Reads the category from a query string; anything unknown means all projects. */
export function filterFromSearch(search: string): PortfolioFilter {
  const value = new URLSearchParams(search).get(CATEGORY_QUERY_PARAM);
  return isCategory(value) ? value : 'all';
}

/**
 * The active portfolio filter, kept in the URL (?category=…). The prerendered page shows all
 * projects; the URL's category applies right after hydration.
 */
export function usePortfolioFilter(): [PortfolioFilter, (next: PortfolioFilter) => void] {
  const search = useSearch();
  const hydrated = useHydrated();
  const path = useRoutePath();
  const [, navigate] = useLocation();
  const filter = hydrated ? filterFromSearch(search) : 'all';
  const setFilter = (next: PortfolioFilter) => {
    const params = new URLSearchParams(search);
    if (next === 'all') params.delete(CATEGORY_QUERY_PARAM);
    else params.set(CATEGORY_QUERY_PARAM, next);
    const query = params.toString();
    navigate(`${path}${query ? `?${query}` : ''}`, { replace: true });
  };
  return [filter, setFilter];
}
