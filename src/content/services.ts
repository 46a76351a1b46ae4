import { billingLinks } from '../config/site';
import data from './data/services.json' with { type: 'json' };
import type { ServiceCard, ServicesFile, ServiceTab } from './services.schema';

const file = data as ServicesFile;

type ServiceLink = ServicesFile['services'][number]['link'];

/** A card's address from where it leads and its id. */
function linkOf(link: ServiceLink, id: string): Pick<ServiceCard, 'href' | 'external'> {
  switch (link) {
    case 'page':
      return { href: `/services/${id}` };
    case 'contact':
      return { href: '/contact' };
    case 'hosting-order':
      return { href: billingLinks.hostingGroup, external: true };
    case 'domain-order':
      return { href: billingLinks.domainRegister(), external: true };
  }
}

/** Every service the agency offers, in order, each with its link computed. */
export const services: ServiceCard[] = file.services.map(({ link, ...service }) => ({
  ...service,
  ...linkOf(link, service.id),
}));

/** The home page's services tabs (the specification): Development is the default. */
export const serviceTabs: ServiceTab[] = file.tabs.map((tab) => ({
  ...tab,
  services: tab.services.map((id) => services.find((service) => service.id === id)!),
}));

export const defaultServiceTab: ServiceTab['id'] = 'development';

export type { ServiceCard, ServiceTab } from './services.schema';
