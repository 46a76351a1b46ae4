import { billingLinks } from '../config/site';
import data from './data/hero-package.json' with { type: 'json' };
import type { HeroPackage, HeroPackageFile } from './hero-package.schema';

const { pid, ...offer } = data as HeroPackageFile;

/** The landing hero's all-in-one website package. */
export const heroPackage: HeroPackage = { ...offer, orderUrl: billingLinks.product(pid) };

export type { HeroPackage } from './hero-package.schema';
