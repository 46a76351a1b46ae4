// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from './store';
import { useStore } from './use-store';

afterEach(cleanup);

describe('createStore', () => {
  it('holds a value and tells each listener about every change, once', () => {
    const store = createStore(0);
    const heard = vi.fn();
    const unsubscribe = store.subscribe(heard);
    store.value = 1;
    store.value = 1;
    store.value = 2;
    expect(store.value).toBe(2);
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.value = 3;
    expect(heard).toHaveBeenCalledTimes(2);
    expect(store.initial).toBe(0);
  });

  it('lets a listener unsubscribe another while it is told', () => {
    const store = createStore('a');
    const second = vi.fn();
    let stopSecond = () => {};
    store.subscribe(() => stopSecond());
    stopSecond = store.subscribe(second);
    store.value = 'b';
    store.value = 'c';
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('treats NaN as unchanged and null as a value', () => {
    const store = createStore<number | null>(Number.NaN);
    const heard = vi.fn();
    store.subscribe(heard);
    store.value = Number.NaN;
    expect(heard).not.toHaveBeenCalled();
    store.value = null;
    expect(store.value).toBeNull();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('useStore', () => {
  it('re-renders a component when the value changes', () => {
    const store = createStore(0);
    function Count() {
      return <p>count {useStore(store)}</p>;
    }
    render(<Count />);
    expect(screen.getByText('count 0')).toBeTruthy();
    act(() => {
      store.value = 5;
    });
    expect(screen.getByText('count 5')).toBeTruthy();
  });

  it('hydrates the initial value without a mismatch, then shows the current one', async () => {
    const store = createStore('served');
    function Text() {
      return <p>{useStore(store)}</p>;
    }
    // The served markup, as the prerenderer writes it.
    render(<div data-testid="host" />);
    const root = screen.getByTestId('host');
    root.innerHTML = renderToString(<Text />);
    store.value = 'changed before hydration';
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Text />, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(root.textContent).toBe('changed before hydration');
    store.value = 'served';
  });
});
