import { billingLinks } from '../config/site';
import data from './data/hosting-plans.json' with { type: 'json' };
import type { HostingPlan, HostingPlansFile } from './hosting-plans.schema';

const file = data as HostingPlansFile;

/** What every plan includes. */
export const sharedPlanFeatures: readonly string[] = file.sharedFeatures;

/** The block's small heading, heading, introduction and each plan's order button. */
export const hostingPlansTexts = {
  eyebrow: file.eyebrow,
  title: file.title,
  lead: file.lead,
  orderLabel: file.orderLabel,
} as const;

/** Label of the flagged plan. */
export const popularPlanLabel = file.popularLabel;

export const hostingPlans: HostingPlan[] = file.plans.map(({ quotas, ...plan }) => ({
  ...plan,
  period: 'month',
  orderUrl: billingLinks.product(plan.pid),
  features: [...quotas, ...sharedPlanFeatures],
}));

export type { HostingPlan } from './hosting-plans.schema';
