/**
 * The computed facts a head or a service page's text may name in braces (src/content/head-facts.ts
 * computes them). Apart from their values so the schemas, which the content editor's bundle
 * carries, do not compute them.
 */
export const headFactNames = ['brandName', 'years', 'fromPricePKR', 'fromPriceUSD'] as const;
export type HeadFactName = (typeof headFactNames)[number];
