import { useEffect } from 'react';
import { AppLink } from '../components/app-link';
import { button, text, title } from '../content/data/pages/not-found.json' with { type: 'json' };

export function NotFoundPage() {
  useEffect(() => {
    console.warn('404: no page at', window.location.pathname);
  }, []);
  return (
    <section className="not-found container">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      <AppLink href="/" className="btn btn-primary">
        {button}
      </AppLink>
    </section>
  );
}
