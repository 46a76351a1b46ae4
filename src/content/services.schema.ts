// Schemas of this content, apart from the data so zod stays out of the browser bundle;
// the content tests validate the data against them.
import * as z from 'zod/mini';
import { href, iconName, text } from './schema-helpers';

/** Service card (the specification): icon, title, description, link. */
export const serviceCardSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  icon: iconName(),
  title: text(),
  description: text(),
  href: href(),
  /** Opens outside the site (billing host) in a new tab. */
  external: z.optional(z.boolean()),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;
export const serviceTabSchema = z.object({
  id: z.enum(['development', 'marketing', 'hosting']),
  label: text(),
  services: z.array(serviceCardSchema).check(z.minLength(1)),
});
export type ServiceTab = z.infer<typeof serviceTabSchema>;
