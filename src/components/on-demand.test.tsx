// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

afterEach(cleanup);

describe('onDemand', () => {
  it('shows the part once its code has loaded', async () => {
    const Part = onDemand(() => Promise.resolve(() => <p>Update available</p>));
    render(<Part />);
    expect(await screen.findByText('Update available')).toBeTruthy();
  });

  it('shows nothing, and keeps the page, when its code cannot load', async () => {
    const Part = onDemand(() => Promise.reject(new Error('offline')));
    render(
      <main>
        <h1>Contact</h1>
        <Part />
      </main>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('Contact');
  });
});
