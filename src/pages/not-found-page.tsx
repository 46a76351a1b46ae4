import { useEffect } from 'react';
import { AppLink } from '../components/app-link';

export function NotFoundPage() {
  useEffect(() => {
    console.warn('404: no page at', window.location.pathname);
  }, []);
  return (
    <section className="not-found container">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Oops! Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <AppLink href="/" className="btn btn-primary">
        Return to Home
      </AppLink>
    </section>
  );
}
