import { Router } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { Layout } from './layout';
import { RouteView } from './route-view';

/**
 * The whole site. `ssrPath`: the path the HTML is rendered for, when prerendering and in the
 * browser (the served page); the router follows the browser's location once the page is live.
 */
export function App({ ssrPath }: { ssrPath: string }) {
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
