// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
import { order, text } from './schema-helpers';

/** One open role (src/content/data/careers/<name>.json). */
export const careerRoleFileSchema = z.strictObject({
  order: order(),
  title: text(),
  /** "Full time", "Part time"... */
  type: text(),
  desc: text(),
});
export type CareerRoleFile = z.infer<typeof careerRoleFileSchema>;
export type CareerRole = Omit<CareerRoleFile, 'order'>;
