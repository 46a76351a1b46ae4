/**
 * What prospects type into the site search, each with the result that must come first (`top: 1`)
 * or among the first three (`top: 3`): misspellings, the words of the services' own pages,
 * Roman Urdu. A query found only through a page's or FAQ's search aliases (content data, edited
 * in the content editor) keeps those aliases honest. Held by e2e/search.spec.ts.
 */
export interface RelevanceCase {
  query: string;
  /** The result's address: a route path, or a path and anchor (`/faqs#<id>`). */
  expected: string;
  top: 1 | 3;
}

export const relevanceCases: readonly RelevanceCase[] = [
  { query: 'cPanel', expected: '/services/cpanel-hosting', top: 1 },
  { query: 'shared hosting', expected: '/services/cpanel-hosting', top: 1 },
  { query: 'sasti hosting', expected: '/services/cpanel-hosting', top: 1 },
  { query: 'wordpres', expected: '/services/website-development', top: 1 },
  { query: 'website banwani hai', expected: '/services/website-development', top: 1 },
  { query: 'web design', expected: '/services/website-development', top: 3 },
  { query: 'app banwani hai', expected: '/services/mobile-apps', top: 1 },
  { query: 'android app', expected: '/services/mobile-apps', top: 1 },
  { query: 'seo', expected: '/services/seo-services', top: 1 },
  { query: 'google ranking', expected: '/services/seo-services', top: 3 },
  { query: 'chrome extension', expected: '/services/chrome-extensions', top: 1 },
  { query: 'python', expected: '/services/python-programming', top: 1 },
  { query: 'aws', expected: '/services/aws-services', top: 1 },
  { query: 'amazon seller', expected: '/services/amazon-marketing', top: 1 },
  { query: 'facebook ads', expected: '/services/social-media-marketing', top: 3 },
  { query: 'ui ux', expected: '/services/ui-ux-design', top: 1 },
  { query: 'dashboard', expected: '/services/data-analytics', top: 3 },
  { query: 'refund', expected: '/faqs#what-is-your-refund-policy', top: 1 },
  { query: 'money back', expected: '/faqs#what-is-your-refund-policy', top: 3 },
  { query: 'domain registration', expected: '/faqs#how-do-i-register-a-domain', top: 3 },
  { query: 'jazzcash', expected: '/faqs#which-payment-methods-do-you-accept', top: 1 },
  { query: 'backup', expected: '/faqs#do-you-back-up-my-website', top: 3 },
  { query: 'starter plan', expected: '/services/cpanel-hosting#hosting-plans-starter', top: 1 },
  { query: 'online store', expected: '/portfolio/book-nook-online-store', top: 3 },
  {
    query: 'choosing web hosting',
    expected: '/insights/choosing-web-hosting-for-a-small-business',
    top: 3,
  },
  { query: 'privacy', expected: '/privacy-policy', top: 1 },
];
