import { servedAsIs } from '../components/deferred';

/**
 * Pages of text and links only: on the page as served their code never loads and React keeps
 * their HTML as it is (see servedAsIs). Their code loads when they are rendered after a
 * client-side navigation. The route table loads these instead of the page modules themselves.
 */
export const TestimonialsPage = servedAsIs(() =>
  import('./testimonials-page').then((m) => m.TestimonialsPage),
);
export const PrivacyPolicyPage = servedAsIs(() =>
  import('./privacy-policy-page').then((m) => m.PrivacyPolicyPage),
);
export const TermsOfServicePage = servedAsIs(() =>
  import('./terms-of-service-page').then((m) => m.TermsOfServicePage),
);
export const CookiesPolicyPage = servedAsIs(() =>
  import('./cookies-policy-page').then((m) => m.CookiesPolicyPage),
);
