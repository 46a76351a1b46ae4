// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emails } from '../../config/site';
import { careerRoles, resumeSubject } from '../../content/careers';
import { resumeButton } from '../../content/data/pages/careers.json' with { type: 'json' };
import { CareerRoles } from './career-roles';

afterEach(cleanup);

describe('CareerRoles', () => {
  it('gives each role of the data its type and a resume mailto with the role in the subject', () => {
    render(<CareerRoles />);
    const links = careerRoles.map((role) =>
      screen.getByRole('link', { name: `${resumeButton} for ${role.title}` }),
    );
    for (const role of careerRoles)
      expect(screen.getAllByText(role.type).length).toBeGreaterThan(0);
    links.forEach((link, index) => {
      expect(link.textContent).toBe(resumeButton);
      const href = new URL(link.getAttribute('href')!);
      expect(href.protocol).toBe('mailto:');
      expect(href.pathname).toBe(emails.recruiting);
      expect(href.searchParams.get('subject')).toBe(resumeSubject(careerRoles[index]!));
    });
  });
});
