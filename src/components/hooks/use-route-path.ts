import { useLocation } from 'wouter';
import { normalizePath } from '../../lib/route-paths';

/** The current route path, normalised (so /about-us/ and /about-us are the same page). */
export function useRoutePath(): string {
  const [location] = useLocation();
  return normalizePath(location);
}
