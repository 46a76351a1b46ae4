import * as z from 'zod/mini';
import { iconNames } from './icon-names';

/** A non-empty, trimmed piece of visible text. */
export const text = () => z.string().check(z.minLength(1), z.trim());

/** A site path ("/contact") or an absolute http(s)/mailto URL. */
export const href = () =>
  z.string().check(z.regex(/^(\/[^\s]*|https?:\/\/\S+|mailto:\S+)$/, 'not a path or URL'));

export const iconName = () => z.enum(iconNames);

/** Feature card (the specification): icon, title, description. */
export const featureCardSchema = z.object({
  icon: iconName(),
  title: text(),
  description: text(),
});
export type FeatureCard = z.infer<typeof featureCardSchema>;
