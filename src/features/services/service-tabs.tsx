import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ServiceCard } from '../../components/service-card';
import { defaultServiceTab, serviceTabs } from '../../content/services';
import type { ServiceTab } from '../../content/services';

/** The home page's services tabs, following the WAI-ARIA tabs pattern (automatic activation). */
export function ServiceTabs({ tabs = serviceTabs }: { tabs?: ServiceTab[] }) {
  const [active, setActive] = useState<ServiceTab['id']>(defaultServiceTab);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setActive(tab.id);
    tabRefs.current[tabs.indexOf(tab)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className="service-tabs">
      <div className="service-tablist" role="tablist" aria-label="Service categories">
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={`${baseId}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={`service-tab${selected ? ' active' : ''}`}
              onClick={() => setActive(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
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
          hidden={tab.id !== active}
          className="service-tabpanel"
        >
          <div className="row g-4">
            {tab.services.map((service) => (
              <div key={service.id} className="col-12 col-md-6 col-lg-4">
                <ServiceCard service={service} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
