// Rules the plans and the website package hold whatever prices and lists staff enter.
import { describe, expect, it } from 'vitest';
import { billingLinks } from '../config/site';
import planData from './data/hosting-plans.json' with { type: 'json' };
import { heroPackage } from './hero-package';
import { hostingPlans, sharedPlanFeatures } from './hosting-plans';

describe('hosting plans', () => {
  it('are the file’s plans in its order, each priced per month and ordered by its product id', () => {
    expect(hostingPlans.map((plan) => [plan.id, plan.pricePKR, plan.priceUSD])).toEqual(
      planData.plans.map((plan) => [plan.id, plan.pricePKR, plan.priceUSD]),
    );
    for (const plan of hostingPlans) {
      expect(plan.period).toBe('month');
      expect(plan.orderUrl).toBe(billingLinks.product(plan.pid));
      expect(plan.orderUrl).toMatch(new RegExp(`cart\\.php\\?a=add&pid=${plan.pid}$`));
    }
    expect(new Set(hostingPlans.map((plan) => plan.id)).size).toBe(hostingPlans.length);
  });

  it('list each plan’s quotas, then the shared features', () => {
    for (const [index, plan] of hostingPlans.entries())
      expect(plan.features).toEqual([...planData.plans[index]!.quotas, ...sharedPlanFeatures]);
  });
});

describe('hero package', () => {
  it('is ordered by its product id and lists what it includes', () => {
    expect(heroPackage.orderUrl).toMatch(/cart\.php\?a=add&pid=\d+$/);
    expect(heroPackage.included.length).toBeGreaterThan(0);
    expect(heroPackage.maxPages).toBeGreaterThan(0);
  });
});
