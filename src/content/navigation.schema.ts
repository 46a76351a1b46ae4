// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
import { routeAliases } from '../config/route-aliases';
import { INSIGHTS_PATH, isSitePath } from '../lib/route-paths';
import { iconName, text } from './schema-helpers';
import { servicePagePaths } from './service-page-index';

/**
 * Where a link leads, as staff write it: a page of this site ("/faqs") or the name of a billing
 * site's page, whose address the site makes from the billing site's address (new tab).
 */
const target = () =>
  z.string().check(
    z.regex(
      /^(\/[^\s]*|domain-order|hosting-order|client-area|support-ticket)$/,
      'must be a page of this site (/contact) or domain-order, hosting-order, client-area or support-ticket',
    ),
    // A site path must be one of the site's routes (a service page: a file of its folder), or
    // the link leads to the not-found page.
    z.superRefine((to: string, ctx) => {
      if (
        to.startsWith('/') &&
        !isSitePath(to, [...servicePagePaths(), ...Object.keys(routeAliases), INSIGHTS_PATH])
      )
        ctx.addIssue({
          code: 'custom',
          input: to,
          message: `no page of this site has the path ${to.split(/[?#]/, 1)[0]}`,
        });
    }),
  );

export const menuItemEntrySchema = z.strictObject({
  name: text(),
  to: target(),
  icon: iconName(),
});
const menuItems = () => z.array(menuItemEntrySchema).check(z.minLength(1));

/** The navigation's labels, links and icons (src/content/data/navigation.json). */
export const navigationFileSchema = z.strictObject({
  /** The top menu: links before the services mega-menu, its label, links after it. */
  primary: z.strictObject({
    before: menuItems(),
    servicesLabel: text(),
    after: menuItems(),
  }),
  megaMenu: z.array(z.strictObject({ title: text(), items: menuItems() })).check(z.minLength(1)),
  /** The line under the mega-menu's columns. */
  megaMenuPrompt: z.strictObject({ text: text(), to: target() }),
  footerServices: menuItems(),
  footerCompany: menuItems(),
  footerSupport: menuItems(),
});
export type NavigationFile = z.infer<typeof navigationFileSchema>;
export type MenuItemEntry = z.infer<typeof menuItemEntrySchema>;
