import { billingLinks } from '../config/site';
import type { HostingPlan } from './hosting-plans.schema';

/** What every plan includes (the specification). */
export const sharedPlanFeatures = [
  '24/7/365 support',
  'Advanced cPanel tools',
  '99.9% uptime',
] as const;

/** Label of the flagged plan. */
export const popularPlanLabel = 'Most Popular';

const plan = (
  id: HostingPlan['id'],
  name: string,
  pricePKR: number,
  priceUSD: number,
  pid: number,
  quotas: string[],
  popular = false,
): HostingPlan => ({
  id,
  name,
  pricePKR,
  priceUSD,
  period: 'month',
  popular,
  pid,
  orderUrl: billingLinks.product(pid),
  features: [...quotas, ...sharedPlanFeatures],
});

export const hostingPlans: HostingPlan[] = [
  plan('starter', 'Starter', 625, 2.5, 2, [
    '1GB disk space',
    '10GB bandwidth',
    '10 subdomains',
    '10 email accounts',
  ]),
  plan('business', 'Business', 875, 3.0, 3, [
    '5GB disk space',
    '50GB bandwidth',
    '50 subdomains',
    '50 email accounts',
  ]),
  plan(
    'professional',
    'Professional',
    1250,
    4.5,
    5,
    [
      'Unlimited disk space',
      'Unlimited bandwidth',
      'Unlimited subdomains',
      'Unlimited email accounts',
    ],
    true,
  ),
];

export type { HostingPlan } from './hosting-plans.schema';
