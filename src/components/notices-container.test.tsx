// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticesContainer } from './notices-container';
import { notify } from './notify';

async function settle() {
  // notify() loads the toast runtime lazily; let the import and React settle.
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((r) => setTimeout(r, 20)));
}

describe('NoticesContainer', () => {
  afterEach(async () => {
    notify.dismissAll();
    await settle();
  });

  it('is a region labelled Notifications whose notices have a Close toast button', async () => {
    render(<NoticesContainer />);
    notify.error('Error', 'Please enter a domain name');
    await settle();
    const region = screen.getByRole('region', { name: 'Notifications' });
    // The first notice also loads the toast runtime and its styles: wait for it.
    const alert = await within(region).findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Please enter a domain name');
    expect(within(region).getByRole('button', { name: 'Close toast' })).toBeTruthy();
  });

  it('shows errors in the destructive (colored) style and other notices in the light one', async () => {
    render(<NoticesContainer />);
    notify.error('Error', 'Failed to check domain availability. Please try again.');
    notify.success('Domain Available!', 'This domain is available for registration');
    await settle();
    const toastOf = (text: string) => screen.getByText(text).closest('.Toastify__toast');
    expect(toastOf('Failed to check domain availability. Please try again.')?.className).toMatch(
      /Toastify__toast-theme--colored.*Toastify__toast--error|Toastify__toast--error.*Toastify__toast-theme--colored/,
    );
    expect(toastOf('This domain is available for registration')?.className).toContain(
      'Toastify__toast-theme--light',
    );
  });

  it('shows at most 3 notices at once', async () => {
    render(<NoticesContainer />);
    for (const n of [1, 2, 3, 4, 5]) notify.info(`Notice ${n}`);
    await settle();
    expect(screen.getAllByRole('status')).toHaveLength(3);
  });

  it('focuses the first notice on Alt+T', async () => {
    render(<NoticesContainer />);
    notify.success('Message sent!', "We'll get back to you as soon as possible.");
    await settle();
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    expect(document.activeElement?.textContent).toContain('Message sent!');
  });
});
