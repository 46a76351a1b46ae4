import { describe, expect, it } from 'vitest';
import { billingLinks } from '../config/site';
import { heroPackage } from './hero-package';
import { hostingPlans, sharedPlanFeatures } from './hosting-plans';

describe('hosting plans', () => {
  it('are the three plans of the specification with their prices, order links and flags', () => {
    expect(
      hostingPlans.map((plan) => [plan.name, plan.pricePKR, plan.priceUSD, plan.popular]),
    ).toEqual([
      ['Starter', 625, 2.5, false],
      ['Business', 875, 3.0, false],
      ['Professional', 1250, 4.5, true],
    ]);
    expect(hostingPlans.map((plan) => plan.orderUrl)).toEqual([2, 3, 5].map(billingLinks.product));
    expect(hostingPlans.every((plan) => plan.period === 'month')).toBe(true);
  });

  it('list their quotas and the shared features', () => {
    const [starter, business, professional] = hostingPlans;
    expect(starter!.features.slice(0, 4)).toEqual([
      '1GB disk space',
      '10GB bandwidth',
      '10 subdomains',
      '10 email accounts',
    ]);
    expect(business!.features.slice(0, 4)).toEqual([
      '5GB disk space',
      '50GB bandwidth',
      '50 subdomains',
      '50 email accounts',
    ]);
    expect(professional!.features.slice(0, 4).every((f) => f.startsWith('Unlimited'))).toBe(true);
    for (const plan of hostingPlans)
      for (const feature of sharedPlanFeatures) expect(plan.features).toContain(feature);
  });
});

describe('hero package', () => {
  it('is Rs. 25,000 / $100 setup, Rs. 3,500 / $15 monthly, up to 5 pages, ordered with pid 49', () => {
    expect(heroPackage).toMatchObject({
      setupPKR: 25000,
      setupUSD: 100,
      monthlyPKR: 3500,
      monthlyUSD: 15,
      maxPages: 5,
      orderUrl: billingLinks.product(49),
    });
    expect(heroPackage.orderUrl).toMatch(/cart\.php\?a=add&pid=49$/);
    const included = heroPackage.included.join(' | ');
    for (const item of [
      'domain',
      'cPanel hosting',
      'unlimited storage and bandwidth',
      'unlimited business emails',
      'SSL',
      'maintenance',
      'backups',
      'support',
    ])
      expect(included).toContain(item);
  });
});
