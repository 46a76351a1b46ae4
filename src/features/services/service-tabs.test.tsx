// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceTabs } from './service-tabs';

afterEach(cleanup);

const visibleCards = () =>
  within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 3 });

describe('ServiceTabs', () => {
  it('opens on Development with 6 services; Marketing has 3 and Domain & Hosting 3', async () => {
    const user = userEvent.setup();
    render(<ServiceTabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Development',
      'Marketing',
      'Domain & Hosting',
    ]);
    expect(screen.getByRole('tab', { name: 'Development' })).toHaveProperty('ariaSelected', 'true');
    expect(visibleCards()).toHaveLength(6);
    await user.click(screen.getByRole('tab', { name: 'Marketing' }));
    expect(visibleCards()).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Domain & Hosting' }));
    expect(visibleCards()).toHaveLength(3);
    const panel = screen.getByRole('tabpanel');
    for (const name of [/Domain Registration/, /cPanel Hosting/]) {
      const link = within(panel).getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/billing\./);
    }
  });

  it('moves between tabs with the arrow, Home and End keys', async () => {
    const user = userEvent.setup();
    render(<ServiceTabs />);
    await user.click(screen.getByRole('tab', { name: 'Development' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Marketing');
    expect(visibleCards()).toHaveLength(3);
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Domain & Hosting');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Development');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Domain & Hosting');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Development');
    expect(visibleCards()).toHaveLength(6);
  });
});
