// Rules the testimonials, FAQs and careers hold whatever staff enter: counts and texts are the
// data's, so an edit in the editor never turns these red.
import { describe, expect, it } from 'vitest';
import { careerRoles } from './careers';
import { faqs } from './faqs';
import { faqFileSchema } from './faqs.schema';
import { describeIssues } from './content-files.schema';
import { HOME_TESTIMONIALS_COUNT, testimonials } from './testimonials';
import { TESTIMONIAL_LIMITS, testimonialFileSchema } from './testimonials.schema';

describe('testimonials', () => {
  it('the home page shows 6 (the specification); each entry is distinct and rated 1 to 5', () => {
    expect(HOME_TESTIMONIALS_COUNT).toBe(6);
    expect(testimonials.length).toBeGreaterThan(0);
    expect(new Set(testimonials.map((t) => t.text)).size).toBe(testimonials.length);
    for (const t of testimonials) expect(t.rating).toBeGreaterThanOrEqual(1);
  });
});

describe('testimonial limits', () => {
  const entry = { order: 1, name: 'A', location: 'Lahore', rating: 5, text: 'Good work.' };
  const parse = (change: Partial<typeof entry>) =>
    testimonialFileSchema.safeParse({ ...entry, ...change });

  it('take a name, a place and a review of exactly the longest lengths', () => {
    for (const [field, max] of Object.entries(TESTIMONIAL_LIMITS))
      expect(parse({ [field]: 'x'.repeat(max) }).success, field).toBe(true);
  });

  it('refuse one character more, saying the limit', () => {
    for (const [field, max] of Object.entries(TESTIMONIAL_LIMITS)) {
      const result = parse({ [field]: 'x'.repeat(max + 1) });
      expect(result.success, field).toBe(false);
      expect(describeIssues(result.error!.issues)).toEqual([
        `${field}: must be at most ${max} characters`,
      ]);
    }
  });
});

describe('FAQs', () => {
  it('are distinct questions with answers whose placeholders are all filled in', () => {
    expect(faqs.length).toBeGreaterThan(0);
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(faqs.length);
    for (const faq of faqs) expect(`${faq.question} ${faq.answer}`).not.toMatch(/\{\w+\}/);
  });

  it('refuse an unknown placeholder, naming it and the known one', () => {
    const result = faqFileSchema.safeParse({
      order: 1,
      question: 'How can I pay?',
      answer: 'By {paymentMethod}.',
    });
    expect(result.success ? [] : describeIssues(result.error.issues)).toEqual([
      'answer: a text names an unknown placeholder {paymentMethod}; known: {paymentMethods}',
    ]);
  });
});

describe('careers', () => {
  it('lists distinct roles, each with a type', () => {
    expect(new Set(careerRoles.map((role) => role.title)).size).toBe(careerRoles.length);
    for (const role of careerRoles) expect(role.type).toBeTruthy();
  });
});
