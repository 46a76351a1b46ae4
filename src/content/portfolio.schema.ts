// Schemas of this content, apart from the data so zod stays out of the browser bundle;
// the content tests validate the data against them.
import * as z from 'zod/mini';
import { text } from './schema-helpers';
import { portfolioCategoryIds } from './portfolio';

/** Portfolio project (the specification). Sample projects with placeholder addresses: replace them. */
export const portfolioProjectSchema = z.object({
  name: text(),
  url: z.url({ protocol: /^https$/ }),
  category: text(),
  categoryId: z.enum(portfolioCategoryIds),
});
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;
