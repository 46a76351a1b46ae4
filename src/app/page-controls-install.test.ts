// @vitest-environment jsdom
/**
 * What the page's head script does as it is installed, before any content: the currency on
 * <html>. Each test installs it anew (as each page load does), so nothing here depends on its
 * listeners.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY } from '../config/ui';
import { currencies } from '../features/pricing/currency';
import { domAttr } from '../lib/dom-contract';
import { installHeadScript } from '../test-support/served-page';

const currency = () => document.documentElement.getAttribute(domAttr.currency);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(domAttr.currency);
});
afterEach(() => vi.restoreAllMocks());

describe('the currency before the first paint', () => {
  it('is the stored choice, for each currency', () => {
    for (const unit of currencies) {
      localStorage.setItem(CURRENCY_STORAGE_KEY, unit);
      installHeadScript();
      expect(currency()).toBe(unit);
    }
  });

  it('is the default with no choice stored', () => {
    installHeadScript();
    expect(currency()).toBe(DEFAULT_CURRENCY);
  });

  it('is the default for a stored value that is no currency (or a hostile one)', () => {
    for (const stored of [
      'EUR',
      'usd',
      ' USD',
      '',
      '"]*',
      '<script>',
      'PKR,USD',
      'x'.repeat(10_000),
    ]) {
      localStorage.setItem(CURRENCY_STORAGE_KEY, stored);
      installHeadScript();
      expect(currency()).toBe(DEFAULT_CURRENCY);
    }
  });

  it('is the default when storage is blocked', () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    installHeadScript();
    expect(currency()).toBe(DEFAULT_CURRENCY);
  });
});
