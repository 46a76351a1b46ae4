/** The portfolio's categories, in the filter's order. */
export const portfolioCategories = [
  { id: 'corporate', name: 'Corporate' },
  { id: 'realestate', name: 'Real Estate' },
  { id: 'travel', name: 'Travel & Tourism' },
  { id: 'ecommerce', name: 'E-commerce' },
  { id: 'digital', name: 'Digital' },
  { id: 'services', name: 'Services' },
  { id: 'organizations', name: 'Organizations' },
] as const;

export type PortfolioCategoryId = (typeof portfolioCategories)[number]['id'];
export const portfolioCategoryIds = portfolioCategories.map((category) => category.id) as [
  PortfolioCategoryId,
  ...PortfolioCategoryId[],
];
