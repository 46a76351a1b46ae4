// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emails } from '../../config/site';
import { CareerRoles } from './career-roles';

afterEach(cleanup);

describe('CareerRoles', () => {
  it('gives each of the 4 Full time roles a Send Resume mailto with the role in the subject', () => {
    render(<CareerRoles />);
    const links = screen.getAllByRole('link', { name: /^Send Resume/ });
    expect(links).toHaveLength(4);
    expect(screen.getAllByText('Full time')).toHaveLength(4);
    const roles = ['Python Developer', 'DevOps Engineer', '.NET Developer', 'UI/UX Designer'];
    links.forEach((link, index) => {
      const href = new URL(link.getAttribute('href')!);
      expect(href.protocol).toBe('mailto:');
      expect(href.pathname).toBe(emails.recruiting);
      expect(href.searchParams.get('subject')).toBe(`Application for ${roles[index]}`);
    });
  });
});
