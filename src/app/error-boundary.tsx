import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Catches rendering errors and shows the generic fallback screen of the specification. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Rendering error:', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="error-screen container" role="alert">
        <h1>Unexpected Application Error!</h1>
        <p>
          Something went wrong while showing this page. Nothing you typed has been sent or lost.
        </p>
        <p className="d-flex gap-2 justify-content-center">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
          <a className="btn btn-outline-primary" href="/">
            Return to Home
          </a>
        </p>
      </main>
    );
  }
}
