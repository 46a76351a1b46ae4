// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets fresh modules: whether notices are wanted is kept per page load.
async function fresh() {
  vi.resetModules();
  const { NoticesHost } = await import('./notices-host');
  const { notify } = await import('./notify');
  return { NoticesHost, notify };
}

const region = () => screen.queryByRole('region', { name: 'Notifications' });

describe('NoticesHost', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('adds no notices region to a page that is only read', async () => {
    const { NoticesHost } = await fresh();
    render(<NoticesHost />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(region()).toBeNull();
  });

  it("puts the region in place on the visitor's first interaction, before any notice", async () => {
    const { NoticesHost } = await fresh();
    render(<NoticesHost />);
    fireEvent.keyUp(document.body, { key: 'Tab' });
    expect(
      await screen.findByRole('region', { name: 'Notifications' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('puts the region in place after a tap has been answered, not during it', async () => {
    const { NoticesHost } = await fresh();
    render(<NoticesHost />);
    fireEvent.pointerDown(document.body);
    fireEvent.touchStart(document.body);
    fireEvent.focusIn(document.body);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(region()).toBeNull();
    fireEvent.click(document.body);
    expect(
      await screen.findByRole('region', { name: 'Notifications' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('leaves the region out for a control that never shows a notice (the PWA dock)', async () => {
    const { NoticesHost } = await fresh();
    render(
      <>
        <NoticesHost />
        <div data-no-notices="">
          <button type="button">Reload</button>
        </div>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    fireEvent.keyUp(screen.getByRole('button', { name: 'Reload' }), { key: 'Enter' });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(region()).toBeNull();
    fireEvent.click(document.body);
    expect(
      await screen.findByRole('region', { name: 'Notifications' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('shows a notice raised before any interaction', async () => {
    const { NoticesHost, notify } = await fresh();
    render(<NoticesHost />);
    notify.info('App ready to work offline');
    const status = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(status.textContent).toContain('App ready to work offline');
    expect(region()).toBeTruthy();
  });
});
