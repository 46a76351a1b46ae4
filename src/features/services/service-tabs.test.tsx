// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultServiceTab, serviceTabs } from '../../content/services';
import { ServiceTabs } from './service-tabs';

afterEach(cleanup);

const visibleCards = () =>
  within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 3 });
const tabNamed = (label: string) => screen.getByRole('tab', { name: label });

describe('ServiceTabs', () => {
  it('is served on the default tab; every tab has a panel of its services, the others hidden', () => {
    render(<ServiceTabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      serviceTabs.map((tab) => tab.label),
    );
    const first = serviceTabs.find((tab) => tab.id === defaultServiceTab)!;
    expect(screen.getAllByRole('tab', { selected: true })).toEqual([tabNamed(first.label)]);
    expect(tabNamed(first.label).tabIndex).toBe(0);
    expect(visibleCards()).toHaveLength(first.services.length);
    for (const tab of serviceTabs) {
      const panel = document.getElementById(tabNamed(tab.label).getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tabNamed(tab.label).id);
      expect(panel.hidden).toBe(tab.id !== defaultServiceTab);
      expect(
        within(panel)
          .getAllByRole('heading', { level: 3, hidden: true })
          .map((card) => card.textContent),
      ).toEqual(tab.services.map((service) => service.title));
      if (tab.id !== defaultServiceTab) expect(tabNamed(tab.label).tabIndex).toBe(-1);
    }
  });

  it('links the services that live outside the site in a new tab', () => {
    render(<ServiceTabs />);
    for (const link of document.querySelectorAll('[role="tabpanel"] a[href^="http"]'))
      expect(link.getAttribute('target')).toBe('_blank');
  });
});
