// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
import { iconName, text } from './schema-helpers';
import { SERVICE_PATH_PREFIX, servicePagePaths } from './service-page-index';

/** Where a service card leads; the site computes the address. */
export const serviceLinks = [
  /** Its own page, /services/<id>. */
  'page',
  /** The contact page. */
  'contact',
  /** The billing site's hosting plans, in a new tab. */
  'hosting-order',
  /** The billing site's domain search, in a new tab. */
  'domain-order',
] as const;

const serviceId = () =>
  z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'));

/** One service as staff edit it (src/content/data/services.json). */
export const serviceEntrySchema = z.strictObject({
  /** Stable identifier; a card leading to its own page links to /services/<id>. */
  id: serviceId(),
  icon: iconName(),
  title: text(),
  description: text(),
  link: z.enum(serviceLinks),
});

/** A tab of the home page's services section. */
export const serviceTabEntrySchema = z.strictObject({
  id: z.enum(['development', 'marketing', 'hosting']),
  label: text(),
  /** Ids of the services it shows, in order. */
  services: z.array(serviceId()).check(z.minLength(1)),
});

/** The services file: every service in order, and the home page's tabs. */
export const servicesFileSchema = z
  .strictObject({
    services: z.array(serviceEntrySchema).check(
      z.minLength(1),
      z.refine(
        (services) => new Set(services.map((service) => service.id)).size === services.length,
        'two services have the same id',
      ),
      // A card that leads to its own page needs that page's file, or it leads to the not-found page.
      z.superRefine((services, ctx) => {
        for (const [index, service] of services.entries())
          if (
            service.link === 'page' &&
            !servicePagePaths().includes(`${SERVICE_PATH_PREFIX}${service.id}`)
          )
            ctx.addIssue({
              code: 'custom',
              input: service.id,
              path: [index, 'link'],
              message: `no service page ${SERVICE_PATH_PREFIX}${service.id}: add its file under service pages, or link elsewhere`,
            });
      }),
    ),
    tabs: z.array(serviceTabEntrySchema).check(
      z.minLength(1),
      z.refine(
        (tabs) => new Set(tabs.map((tab) => tab.id)).size === tabs.length,
        'two tabs have the same id',
      ),
    ),
  })
  .check(
    z.refine(
      (file) => {
        const ids = new Set(file.services.map((service) => service.id));
        return file.tabs.every((tab) => tab.services.every((id) => ids.has(id)));
      },
      { message: 'a tab names a service id that is not in the services list', path: ['tabs'] },
    ),
  );
export type ServicesFile = z.infer<typeof servicesFileSchema>;

/** Service card as the site shows it (the specification): icon, title, description, link. */
export type ServiceCard = Omit<z.infer<typeof serviceEntrySchema>, 'link'> & {
  href: string;
  /** Opens outside the site (billing host) in a new tab. */
  external?: boolean;
};
export type ServiceTab = Omit<z.infer<typeof serviceTabEntrySchema>, 'services'> & {
  services: ServiceCard[];
};
