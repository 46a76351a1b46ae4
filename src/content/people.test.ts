import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { careerRoles } from './careers';
import { careerRoleSchema } from './careers.schema';
import { faqs } from './faqs';
import { faqItemSchema } from './faqs.schema';
import { HOME_TESTIMONIALS_COUNT, testimonials } from './testimonials';
import { testimonialSchema } from './testimonials.schema';

describe('testimonials', () => {
  it('has 26 valid five-star entries; the home page shows 6', () => {
    z.array(testimonialSchema).parse(testimonials);
    expect(testimonials).toHaveLength(26);
    expect(HOME_TESTIMONIALS_COUNT).toBe(6);
    expect(new Set(testimonials.map((t) => t.text)).size).toBe(26);
  });
});

describe('FAQs', () => {
  it('has 15 valid items whose answers agree with the specification', () => {
    z.array(faqItemSchema).parse(faqs);
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
    z.array(careerRoleSchema).parse(careerRoles);
    expect(careerRoles.map((role) => [role.title, role.type])).toEqual([
      ['Python Developer', 'Full time'],
      ['DevOps Engineer', 'Full time'],
      ['.NET Developer', 'Full time'],
      ['UI/UX Designer', 'Full time'],
    ]);
  });
});
