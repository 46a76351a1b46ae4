import * as z from 'zod/mini';
import { iconNames } from './icon-names';

// Schemas live apart from the data so the browser bundle does not carry zod for static content.
export const menuItemSchema = z.object({
  name: z.string().check(z.minLength(1)),
  href: z.string().check(z.minLength(1)),
  icon: z.enum(iconNames),
  external: z.optional(z.boolean()),
});

export const menuColumnSchema = z.object({
  title: z.string().check(z.minLength(1)),
  items: z.array(menuItemSchema).check(z.minLength(1)),
});
