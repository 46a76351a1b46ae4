import { describe, expect, it } from 'vitest';
import { careerRoles } from './careers';
import { faqs } from './faqs';
import { HOME_TESTIMONIALS_COUNT, testimonials } from './testimonials';

describe('testimonials', () => {
  it('has 26 five-star entries; the home page shows 6', () => {
    expect(testimonials).toHaveLength(26);
    expect(HOME_TESTIMONIALS_COUNT).toBe(6);
    expect(new Set(testimonials.map((t) => t.text)).size).toBe(26);
  });
});

describe('FAQs', () => {
  it('has 15 items whose answers agree with the specification', () => {
    expect(faqs).toHaveLength(15);
    const all = faqs.map((faq) => faq.answer).join('\n');
    for (const fact of [
      '1 to 10 years',
      '30-day money-back',
      'daily backups',
      '1-2 weeks',
      '6-12 weeks or more',
      'JazzCash',
      'EasyPaisa',
      'Payoneer',
      'Bank Transfer',
    ])
      expect(all).toContain(fact);
  });
});

describe('careers', () => {
  it('has the four full-time roles of the spec', () => {
    expect(careerRoles.map((role) => [role.title, role.type])).toEqual([
      ['Python Developer', 'Full time'],
      ['DevOps Engineer', 'Full time'],
      ['.NET Developer', 'Full time'],
      ['UI/UX Designer', 'Full time'],
    ]);
  });
});
