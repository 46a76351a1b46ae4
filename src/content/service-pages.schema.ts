// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
import { routeAliases } from '../config/route-aliases';
import { INSIGHTS_PATH, isSitePath } from '../lib/route-paths';
import { headFactNames } from './head-fact-names';
import { featureCardSchema, order, placeholdersAmong, text } from './schema-helpers';
import { SERVICE_PATH_PREFIX, servicePagePaths } from './service-page-index';

/**
 * Where a call to action leads, as staff write it: "whatsapp" (a chat with the agency's number),
 * "hosting-order" (the billing site's hosting plans, in a new tab), a page of this site that
 * exists ("/contact", "/services/cpanel-hosting#hosting-plans") or an absolute https: address.
 * A path to another host ("//evil.example") is none of these.
 */
const actionTarget = () =>
  z.string().check(
    z.regex(
      /^(whatsapp|hosting-order|\/(?!\/)\S*|https:\/\/[^\s/?#]+(?:[/?#]\S*)?)$/,
      'must be whatsapp, hosting-order, a page of this site (/contact) or an https:// address',
    ),
    z.superRefine((to: string, ctx) => {
      if (
        to.startsWith('/') &&
        !to.startsWith('//') &&
        !isSitePath(to, [...servicePagePaths(), ...Object.keys(routeAliases), INSIGHTS_PATH])
      )
        ctx.addIssue({
          code: 'custom',
          input: to,
          message: `no page of this site has the path ${to.split(/[?#]/, 1)[0]}`,
        });
    }),
  );

/** A call to action as staff edit it. */
export const actionEntrySchema = z.strictObject({
  label: text(),
  to: actionTarget(),
  variant: z.enum(['primary', 'light', 'outline-primary', 'whatsapp']),
  /** Opens in a new tab (the billing site's links and WhatsApp always do). */
  external: z.optional(z.boolean()),
});

/** A call to action as the site shows it: a site link, or a WhatsApp chat. */
export type Action = Omit<z.infer<typeof actionEntrySchema>, 'to'> & {
  /** "whatsapp" (the link is built from the site config), a path or an address. */
  to: string;
};

const cardsSection = z.strictObject({
  kind: z.literal('cards'),
  heading: text(),
  intro: z.optional(text()),
  cards: z.array(z.strictObject(featureCardSchema.shape)).check(z.minLength(1)),
});
const listsSection = z.strictObject({
  kind: z.literal('lists'),
  lists: z
    .array(z.strictObject({ heading: text(), items: z.array(text()).check(z.minLength(1)) }))
    .check(z.minLength(1)),
});
const stepsSection = z.strictObject({
  kind: z.literal('steps'),
  heading: text(),
  steps: z.array(z.strictObject({ title: text(), description: text() })).check(z.minLength(1)),
});
const tagsSection = z.strictObject({
  kind: z.literal('tags'),
  heading: text(),
  items: z.array(text()).check(z.minLength(1)),
});
const actionsSection = z.strictObject({
  kind: z.literal('actions'),
  heading: text(),
  text: text(),
  actions: z.array(actionEntrySchema).check(z.minLength(1)),
});
/** A place where the page puts a feature component (the hosting plans block). */
const embedSection = z.strictObject({
  kind: z.literal('embed'),
  name: z.literal('hosting-plans'),
});

/** What a service page's texts may say in braces: the site puts the agency's claim there. */
export const servicePageClaimNames = ['quoteTurnaround', 'awsEngineers', ...headFactNames] as const;
export type ServicePageClaimName = (typeof servicePageClaimNames)[number];

/**
 * A service page's file name without `.json`, which is its address: /services/<name>. Lower-case
 * letters and digits in words joined by single hyphens, as the specification's paths are.
 */
export const servicePageNameSchema = z.string().check(
  z.regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'must be lower-case letters and digits joined by single hyphens (cloud-migration)',
  ),
  z.maxLength(60),
  // A route alias answers that address with another page: the new page would never be seen.
  z.superRefine((name: string, ctx) => {
    const path = `${SERVICE_PATH_PREFIX}${name}`;
    const target = routeAliases[path];
    if (target)
      ctx.addIssue({
        code: 'custom',
        input: name,
        message: `"${name}" is taken: ${path} is an alias that serves ${target}`,
      });
  }),
);

/**
 * One service page as staff edit it (src/content/data/service-pages/<page>.json). Texts may say
 * {quoteTurnaround} or {awsEngineers}: the site puts the agency's claim (site.json) there.
 */
export const servicePageFileSchema = z
  .strictObject({
    /** Its place among the service pages (route table, sitemap): lower comes first. */
    order: order(),
    /** The page's heading, and its title in the document head (" | <brand>" added). */
    title: text(),
    /** What search engines and shared links show of the page. */
    description: text().check(z.maxLength(170)),
    keywords: z.optional(text()),
    /** Other words a visitor may search with for this service (the site search finds it by them). */
    searchAliases: z.optional(z.array(text())),
    lead: text(),
    heroActions: z.array(actionEntrySchema),
    sections: z
      .array(
        z.discriminatedUnion('kind', [
          cardsSection,
          listsSection,
          stepsSection,
          tagsSection,
          actionsSection,
          embedSection,
        ]),
      )
      .check(z.minLength(1)),
    /** The shared WhatsApp banner closes the page. */
    whatsappBanner: z.boolean(),
  })
  .check(placeholdersAmong(servicePageClaimNames));
export type ServicePageFile = z.infer<typeof servicePageFileSchema>;

type FileSection = ServicePageFile['sections'][number];
type WithActions<T> = T extends { actions: unknown }
  ? Omit<T, 'actions'> & { actions: Action[] }
  : T;
export type ServicePageSection = WithActions<FileSection>;

/** A service page as the site shows it: claims filled in, actions' addresses computed. */
export type ServicePageContent = Omit<ServicePageFile, 'heroActions' | 'sections'> & {
  heroActions: Action[];
  sections: ServicePageSection[];
};
