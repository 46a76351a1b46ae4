// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emails, whatsappLink } from '../config/site';
import { primaryNav } from '../content/navigation';
import { NotFoundPage } from './not-found-page';

afterEach(() => vi.restoreAllMocks());

describe('the not-found page', () => {
  it("keeps the specification's text and link, and offers the main pages and the contact ways", () => {
    const { container, getByRole } = render(<NotFoundPage />);
    expect(getByRole('heading', { level: 1 }).textContent).toBe('Oops! Page not found');
    expect(getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    for (const item of [...primaryNav.before, ...primaryNav.after])
      expect(hrefs, item.name).toContain(item.href);
    expect(hrefs).toContain('/#services');
    expect(hrefs).toContain(whatsappLink());
    expect(hrefs).toContain(`mailto:${emails.support}`);
    // Marked for the page's script, which logs the path (the specification; the browser tests
    // see it in the console).
    expect(container.querySelector('[data-not-found]')).not.toBeNull();
  });
});
