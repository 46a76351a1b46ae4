// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEGA_MENU_CLOSE_DELAY_MS } from '../config/ui';
import { useHoverMenu } from './use-hover-menu';

describe('useHoverMenu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the 150 ms close delay of the spec', () => {
    expect(MEGA_MENU_CLOSE_DELAY_MS).toBe(150);
  });

  it('closes exactly 150 ms after the pointer leaves', () => {
    const { result } = renderHook(() => useHoverMenu(MEGA_MENU_CLOSE_DELAY_MS));
    act(() => result.current.show());
    expect(result.current.open).toBe(true);
    act(() => result.current.scheduleClose());
    act(() => void vi.advanceTimersByTime(149));
    expect(result.current.open).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(false);
  });

  it('stays open when the pointer comes back before the delay ends', () => {
    const { result } = renderHook(() => useHoverMenu(MEGA_MENU_CLOSE_DELAY_MS));
    act(() => result.current.show());
    act(() => result.current.scheduleClose());
    act(() => void vi.advanceTimersByTime(100));
    act(() => result.current.show());
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current.open).toBe(true);
  });

  it('closes at once on close() and cancels a pending close', () => {
    const { result } = renderHook(() => useHoverMenu(MEGA_MENU_CLOSE_DELAY_MS));
    act(() => result.current.show());
    act(() => result.current.scheduleClose());
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    act(() => result.current.toggle());
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.open).toBe(true);
  });

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useHoverMenu(MEGA_MENU_CLOSE_DELAY_MS));
    act(() => result.current.show());
    act(() => result.current.scheduleClose());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
