// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageControls, pageControlsConfig } from '../../components/page-controls';
import { defaultServiceTab, serviceTabs } from '../../content/services';
import { ServiceTabs } from './service-tabs';

// The head's inline script, as the served page has it.
beforeAll(() => pageControls(pageControlsConfig));
afterEach(cleanup);

const visibleCards = () =>
  within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 3 });
const tabNamed = (label: string) => screen.getByRole('tab', { name: label });

describe('ServiceTabs', () => {
  it('opens on the default tab; a tap shows each tab with its services', async () => {
    const user = userEvent.setup();
    render(<ServiceTabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      serviceTabs.map((tab) => tab.label),
    );
    const first = serviceTabs.find((tab) => tab.id === defaultServiceTab)!;
    expect(tabNamed(first.label).getAttribute('aria-selected')).toBe('true');
    expect(visibleCards()).toHaveLength(first.services.length);
    for (const tab of serviceTabs) {
      await user.click(tabNamed(tab.label));
      expect(tabNamed(tab.label).getAttribute('aria-selected')).toBe('true');
      expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
      expect(visibleCards().map((card) => card.textContent)).toEqual(
        tab.services.map((service) => service.title),
      );
    }
  });

  it('links the services that live outside the site in a new tab', () => {
    render(<ServiceTabs />);
    for (const link of document.querySelectorAll('[role="tabpanel"] a[href^="http"]'))
      expect(link.getAttribute('target')).toBe('_blank');
  });

  it('moves between tabs with the arrow, Home and End keys, selecting as it goes', async () => {
    const user = userEvent.setup();
    render(<ServiceTabs />);
    const labels = serviceTabs.map((tab) => tab.label);
    await user.click(tabNamed(labels[0]!));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe(labels[1]);
    expect(tabNamed(labels[1]!).getAttribute('aria-selected')).toBe('true');
    expect(tabNamed(labels[1]!).tabIndex).toBe(0);
    expect(tabNamed(labels[0]!).tabIndex).toBe(-1);
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe(labels.at(-1));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe(labels[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe(labels.at(-1));
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe(labels[0]);
    expect(visibleCards()).toHaveLength(serviceTabs[0]!.services.length);
  });
});
