import { useEffect } from 'react';
import { Router } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { Layout } from './layout';
import { RouteView } from './route-view';

/** Set on <html> once the app has hydrated the shell (the browser tests wait for it). */
export const APP_INTERACTIVE = 'data-interactive';

/**
 * The whole site. `ssrPath`: the path the HTML is rendered for, when prerendering and in the
 * browser (the served page); the router follows the browser's location once the page is live.
 */
export function App({ ssrPath }: { ssrPath: string }) {
  // The app is interactive (the shell has hydrated): links navigate in place from now on.
  useEffect(() => document.documentElement.setAttribute(APP_INTERACTIVE, ''), []);
  return (
    <ErrorBoundary>
      <Router ssrPath={ssrPath}>
        <Layout>
          <RouteView />
        </Layout>
      </Router>
    </ErrorBoundary>
  );
}
