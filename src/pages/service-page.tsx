import type { ComponentType } from 'react';
import { ServicePage } from '../components/service-page';
import { loadServicePage } from '../content/service-pages';
import {
  HOSTING_PLANS_ANCHOR,
  HostingPlansSection,
} from '../features/pricing/hosting-plans-section';

/**
 * The page of any service page file: one route module for all of them, each page's content
 * loaded with it. A section of kind "embed" places the hosting plans block.
 */
export async function servicePageFor(name: string): Promise<ComponentType> {
  const content = await loadServicePage(name);
  return function ServicePageRoute() {
    return (
      <ServicePage
        content={content}
        embeds={{
          'hosting-plans': (
            <HostingPlansSection id={HOSTING_PLANS_ANCHOR} className="section-muted" />
          ),
        }}
      />
    );
  };
}
