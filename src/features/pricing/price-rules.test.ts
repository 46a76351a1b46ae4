// Shown prices are entered prices: every price a schema accepts is shown with exactly its value,
// and a price the site would round is refused, naming the rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostingPlanEntrySchema } from '../../content/hosting-plans.schema';
import { heroPackageFileSchema } from '../../content/hero-package.schema';
import { describePriceRule, hasAtMostDecimals, priceRules } from '../../content/price-rules';
import type { PriceRule } from '../../content/price-rules';
import { price } from '../../content/schema-helpers';
import { formatPrice } from './currency';
import { PLAN_USD_DECIMALS, headFactsFrom } from '../../content/head-facts';

/** The amount a shown price stands for: "Rs. 25,000" -> 25000, "$2.5" -> 2.5. */
const shownAmount = (shown: string) =>
  Number(shown.replace(/^(?:Rs\.\s?|\$)/, '').replace(/,/g, ''));

/** Any number a staff member might type for a rule: valid or not. */
const typed = (rule: PriceRule) =>
  fc.oneof(
    fc.integer({ min: 1, max: rule.max * 10 ** rule.decimals }).map((n) => n / 10 ** rule.decimals),
    fc.double({ min: -10, max: rule.max * 2, noNaN: true }),
  );

const cases = [
  ['planPKR', 'PKR', {}],
  ['planUSD', 'USD', { usdDecimals: priceRules.planUSD.decimals }],
  ['packagePKR', 'PKR', { spaced: true }],
  ['packageUSD', 'USD', { spaced: true, usdDecimals: priceRules.packageUSD.decimals }],
] as const;

describe('prices', () => {
  it.each(cases)('%s: every accepted price is shown as entered', (name, unit, format) => {
    const rule = priceRules[name];
    const schema = price(rule);
    fc.assert(
      fc.property(typed(rule), (amount) => {
        if (!schema.safeParse(amount).success) return;
        expect(shownAmount(formatPrice(amount, unit, format))).toBe(amount);
      }),
    );
  });

  it('refuse what the site would round, what is too large, zero and non-numbers, naming the rule', () => {
    const problems = (value: unknown) => {
      const result = hostingPlanEntrySchema.safeParse({
        id: 'starter',
        name: 'Starter',
        pricePKR: 625,
        priceUSD: value,
        pid: 2,
        popular: false,
        quotas: ['1GB'],
      });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(problems(2.5)).toEqual([]);
    expect(problems(2.99)).toEqual(['must have at most 1 decimal: the site shows it so']);
    expect(problems(1000.5)).toEqual(['must be at most 1,000']);
    expect(problems(0)).toEqual(['must be a number greater than 0']);
    expect(problems(Number.POSITIVE_INFINITY).length).toBeGreaterThan(0);
    expect(problems('3')).toEqual(['must be a number']);
    const hero = heroPackageFileSchema.safeParse({ setupPKR: 625.5 });
    expect(hero.success).toBe(false);
    expect(hero.error!.issues.find((issue) => issue.path.join('.') === 'setupPKR')?.message).toBe(
      'must be a whole number: the site shows it without decimals',
    );
  });

  it('count decimals as typed, and describe each rule for the editor', () => {
    expect(hasAtMostDecimals(2.5, 1)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 1)).toBe(false);
    expect(hasAtMostDecimals(5e-324, 0)).toBe(false);
    expect(hasAtMostDecimals(1.1, 1)).toBe(true);
    expect(hasAtMostDecimals(2.55, 1)).toBe(false);
    expect(hasAtMostDecimals(625, 0)).toBe(true);
    expect(describePriceRule(priceRules.planUSD, '$')).toBe(
      'at most 1 decimal, above 0 and at most $1,000',
    );
    expect(describePriceRule(priceRules.planPKR, 'Rs.')).toBe(
      'a whole number, above 0 and at most Rs.100,000',
    );
  });

  it('the heads’ “from” prices are the cheapest plan’s, as the plans show them', () => {
    expect(PLAN_USD_DECIMALS).toBe(priceRules.planUSD.decimals);
    const amount = (rule: PriceRule) =>
      fc
        .integer({ min: 1, max: rule.max * 10 ** rule.decimals })
        .map((n) => n / 10 ** rule.decimals);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ pricePKR: amount(priceRules.planPKR), priceUSD: amount(priceRules.planUSD) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        (plans) => {
          const facts = headFactsFrom({ brandName: 'B', yearsOfExperience: 3, plans });
          const cheapest = (key: 'pricePKR' | 'priceUSD') => Math.min(...plans.map((p) => p[key]));
          expect(facts.fromPricePKR).toBe(formatPrice(cheapest('pricePKR'), 'PKR'));
          expect(facts.fromPriceUSD).toBe(
            formatPrice(cheapest('priceUSD'), 'USD', { usdDecimals: priceRules.planUSD.decimals }),
          );
        },
      ),
    );
  });
});
