import { useId } from 'react';
import { ServiceCard } from '../../components/service-card';
import { defaultServiceTab, serviceTabs } from '../../content/services';
import type { ServiceTab } from '../../content/services';

/**
 * The home page's services tabs, after the WAI-ARIA tabs pattern (automatic activation). Served
 * with the default tab selected; a tap, the arrow keys, Home and End are handled from the first
 * paint by the page's inline script (src/inline/page-controls.ts), which selects a tab by
 * its aria-selected, tabindex and its panel's hidden.
 */
export function ServiceTabs({ tabs = serviceTabs }: { tabs?: ServiceTab[] }) {
  const baseId = useId();
  return (
    <div className="service-tabs">
      <div className="service-tablist" role="tablist" aria-label="Service categories">
        {tabs.map((tab) => {
          const selected = tab.id === defaultServiceTab;
          return (
            <button
              key={tab.id}
              id={`${baseId}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className="pill"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== defaultServiceTab}
          className="service-tabpanel"
        >
          <div className="row g-3 g-md-4">
            {tab.services.map((service) => (
              <div key={service.id} className="col-6 col-lg-4">
                <ServiceCard service={service} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
