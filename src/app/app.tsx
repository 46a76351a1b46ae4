import { Router } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { Layout } from './layout';
import { RouteView } from './route-view';

/** The whole site. `ssrPath` is set only when prerendering. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <ErrorBoundary>
      <Router {...(ssrPath !== undefined ? { ssrPath } : {})}>
        <Layout>
          <RouteView />
        </Layout>
      </Router>
    </ErrorBoundary>
  );
}
