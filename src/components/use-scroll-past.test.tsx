// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BACK_TO_TOP_SCROLL_PX, HEADER_SOLID_SCROLL_PX } from '../config/ui';
import { isHeaderSolid } from './site-header';
import { isScrolledPast, useScrollPast } from './use-scroll-past';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll thresholds', () => {
  it('are the spec values: header 50 px, back-to-top 300 px', () => {
    expect(HEADER_SOLID_SCROLL_PX).toBe(50);
    expect(BACK_TO_TOP_SCROLL_PX).toBe(300);
  });

  it('count as passed only strictly beyond the threshold', () => {
    expect(isScrolledPast(50, HEADER_SOLID_SCROLL_PX)).toBe(false);
    expect(isScrolledPast(51, HEADER_SOLID_SCROLL_PX)).toBe(true);
    expect(isScrolledPast(300, BACK_TO_TOP_SCROLL_PX)).toBe(false);
    expect(isScrolledPast(301, BACK_TO_TOP_SCROLL_PX)).toBe(true);
  });

  it('useScrollPast follows the window scroll', () => {
    scrollTo(0);
    const { result } = renderHook(() => useScrollPast(BACK_TO_TOP_SCROLL_PX));
    expect(result.current).toBe(false);
    act(() => scrollTo(301));
    expect(result.current).toBe(true);
    act(() => scrollTo(300));
    expect(result.current).toBe(false);
  });

  it('the header is solid past the threshold or on any route but home', () => {
    expect(isHeaderSolid('/', false)).toBe(false);
    expect(isHeaderSolid('/', true)).toBe(true);
    expect(isHeaderSolid('/about-us', false)).toBe(true);
  });
});
