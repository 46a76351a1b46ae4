import { useLocation } from 'wouter';

/** A location path for route lookup: no query or fragment, no trailing slash or index.html. */
export function normalizePath(pathname: string): string {
  let path = pathname.split(/[?#]/, 1)[0] || '/';
  path = path.replace(/\/index\.html$/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

/** The current route path, normalised (so /about-us/ and /about-us are the same page). */
export function useRoutePath(): string {
  const [location] = useLocation();
  return normalizePath(location);
}
