/** How a service page's data file becomes the page's content. */
import { awsEngineersClaim, billingLinks, quoteTurnaroundClaim } from '../config/site';
import { headFacts } from './head-facts';
import { fillPlaceholders } from './placeholders';
import type {
  Action,
  ServicePageContent,
  ServicePageClaimName,
  ServicePageFile,
  ServicePageSection,
} from './service-pages.schema';

export type { ServicePageSection };

/** What a service page's texts may say in braces, and the agency's claim put there. */
export const servicePageClaims: Record<ServicePageClaimName, string> = {
  quoteTurnaround: quoteTurnaroundClaim.text,
  awsEngineers: awsEngineersClaim.text,
  ...headFacts,
};

const fill = (text: string): string => fillPlaceholders(text, servicePageClaims);

const action = ({ to, ...rest }: ServicePageFile['heroActions'][number]): Action => ({
  ...rest,
  label: fill(rest.label),
  ...(to === 'hosting-order' ? { to: billingLinks.hostingGroup, external: true } : { to }),
});

/** Every text of a value with the claims filled in, every action's address computed. */
function resolve(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'to' ? value : fill(value);
  if (Array.isArray(value))
    return value.map((item: unknown) =>
      key === 'actions' || key === 'heroActions'
        ? action(item as ServicePageFile['heroActions'][number])
        : resolve(item),
    );
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, resolve(item, name)]),
    );
  return value;
}

/** A service page's content from its data file. */
export const servicePageFrom = (file: ServicePageFile): ServicePageContent =>
  resolve(file) as ServicePageContent;
