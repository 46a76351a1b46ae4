import { Router } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { Layout } from './layout';
import { RouteView } from './route-view';

/**
 * A whole page, as the prerenderer renders it for `ssrPath` (and the development server renders
 * it in the browser). In the built site the browser never renders this tree: it hydrates only the
 * islands in it (src/app/islands.ts).
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
