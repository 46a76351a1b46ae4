import type { PortfolioProject } from './portfolio.schema';

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

/** The home page's portfolio teaser shows at most this many projects (the specification). */
export const HOME_PORTFOLIO_LIMIT = 9;

const categoryName = (id: PortfolioCategoryId): string =>
  portfolioCategories.find((category) => category.id === id)!.name;

const projectsIn = (categoryId: PortfolioCategoryId, names: string[]): PortfolioProject[] =>
  names.map((name) => ({
    name,
    url: `https://www.${name
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '')}.example`,
    category: categoryName(categoryId),
    categoryId,
  }));

// Interleaved by category so the home teaser shows a varied first nine.
const byCategory: Record<PortfolioCategoryId, PortfolioProject[]> = {
  corporate: projectsIn('corporate', [
    'Meadowbrook Textile Mills',
    'Ravi Engineering Works',
    'Margalla Consulting Group',
    'Chenab Agro Industries',
    'Karakoram Logistics',
    'Evergreen Pharma Labs',
    'Saltrange Minerals',
    'Northstar Steel Fabricators',
    'Bolan Energy Systems',
    'Jhelum Packaging Co',
  ]),
  realestate: projectsIn('realestate', [
    'Green Valley Estates',
    'Skyline Towers Lahore',
    'Palm Residency Karachi',
    'Capital Crest Homes',
    'Lakeview Plots',
    'Emerald Heights',
    'Riverfront Villas',
    'Urban Nest Realtors',
  ]),
  travel: projectsIn('travel', [
    'Northern Trails Tours',
    'Hunza Valley Retreats',
    'Blue Lagoon Travels',
    'Silk Route Adventures',
  ]),
  ecommerce: projectsIn('ecommerce', [
    'Lawn Style Bazaar',
    'Desi Spice Mart',
    'Pak Gadget Hub',
    'Handloom Corner',
    'Little Steps Kids Store',
    'Urban Kicks Shoes',
    'Organic Basket PK',
    'Leather Craft House',
    'Home Decor Studio',
    'Book Nook Online',
  ]),
  digital: projectsIn('digital', [
    'Pixel Pulse Media',
    'Code Canvas Academy',
    'Stream Deck Studio',
    'Bright Byte Blog',
    'Cloud Ledger App',
  ]),
  services: projectsIn('services', [
    'Prime Care Clinic',
    'Justice Point Associates',
    'Smile Dental Studio',
    'Swift Movers',
    'Fit Zone Gym',
    'Spark Electric Services',
    'Bright Minds Tutoring',
    'Royal Events Planner',
  ]),
  organizations: projectsIn('organizations', [
    'Hope Welfare Trust',
    'Clean Water Foundation',
    'Youth Skills Network',
  ]),
};

function interleave(groups: PortfolioProject[][]): PortfolioProject[] {
  const longest = Math.max(...groups.map((group) => group.length));
  const result: PortfolioProject[] = [];
  for (let index = 0; index < longest; index++)
    for (const group of groups) {
      const project = group[index];
      if (project) result.push(project);
    }
  return result;
}

export const portfolioProjects: PortfolioProject[] = interleave(
  portfolioCategoryIds.map((id) => byCategory[id]),
);

export type { PortfolioProject };
