import { billingLinks } from '../config/site';
import data from './data/navigation.json' with { type: 'json' };
import type { IconName } from './icon-names';
import type { MenuItemEntry, NavigationFile } from './navigation.schema';

/** A link of the navigation, its address computed from the data file's `to`. */
export interface MenuItem {
  name: string;
  href: string;
  icon: IconName;
  external?: boolean;
}

export interface MenuColumn {
  title: string;
  items: MenuItem[];
}

const file = data as NavigationFile;

/** The billing site's pages a link may name; they open in a new tab. */
const billing: Record<string, string> = {
  'domain-order': billingLinks.domainRegister(),
  'hosting-order': billingLinks.hostingGroup,
  'client-area': billingLinks.clientArea,
  'support-ticket': billingLinks.supportTicket,
};

const item = ({ to, ...entry }: MenuItemEntry): MenuItem =>
  Object.hasOwn(billing, to)
    ? { ...entry, href: billing[to]!, external: true }
    : { ...entry, href: to };

/** Top navigation, in order; the services mega-menu sits after `before`. */
export const primaryNav = {
  before: file.primary.before.map(item),
  servicesLabel: file.primary.servicesLabel,
  after: file.primary.after.map(item),
};

/** The services mega-menu (the specification). */
export const megaMenu: MenuColumn[] = file.megaMenu.map((column) => ({
  title: column.title,
  items: column.items.map(item),
}));

export const megaMenuPrompt = { text: file.megaMenuPrompt.text, href: file.megaMenuPrompt.to };

export const footerServiceLinks: MenuItem[] = file.footerServices.map(item);
export const footerCompanyLinks: MenuItem[] = file.footerCompany.map(item);
export const footerSupportLinks: MenuItem[] = file.footerSupport.map(item);
