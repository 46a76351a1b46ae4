// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/notify';
import { DomainChecker } from './domain-checker';
import { REACHABILITY_PROBE_PATH } from './own-site-reachable';

vi.mock('../../components/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
}));

/**
 * Answers RDAP and DNS by domain: the names in `available` are free, the rest are taken. With
 * `hold`, answers wait until release() is called.
 */
function stubRegistries(available: string[], hold = false) {
  const gates: (() => void)[] = [];
  let held = hold;
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (held) await new Promise<void>((resolve) => gates.push(resolve));
    const domain = url.split('/domain/')[1] ?? new URL(url).searchParams.get('name') ?? '';
    if (url.includes('dns-query'))
      return Response.json({ Status: available.includes(domain) ? 3 : 0 });
    return new Response(null, { status: available.includes(domain) ? 404 : 200 });
  });
  vi.stubGlobal('fetch', fetchStub);
  const release = () => {
    held = false;
    gates.splice(0).forEach((open) => open());
  };
  return { fetchStub, release };
}

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.warning).mockClear();
});

/** Our own site answers (the reachability probe); every lookup service fails on the network. */
function lookupsFailOnline() {
  const fetchStub = vi.fn(async (url: RequestInfo | URL) => {
    if (String(url) === REACHABILITY_PROBE_PATH) return new Response(null, { status: 200 });
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Domain name' });
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Check/ });

describe('DomainChecker', () => {
  it('has a labelled input and a Check button inside a search landmark', () => {
    render(<DomainChecker />);
    expect(screen.getByRole('search', { name: 'Domain availability' }).contains(input())).toBe(
      true,
    );
    expect(button().textContent).toBe('Check');
    expect(button().disabled).toBe(false);
  });

  it('rejects an empty name with the destructive notice and no lookup', async () => {
    const { fetchStub } = stubRegistries([]);
    render(<DomainChecker />);
    await userEvent.type(input(), '   ');
    await userEvent.click(button());
    expect(notify.error).toHaveBeenCalledWith('Error', 'Please enter a domain name');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('shows an inline message for a name that cannot be a domain, with no lookup', async () => {
    const { fetchStub } = stubRegistries([]);
    render(<DomainChecker />);
    await userEvent.type(input(), 'my_brand!.com{Enter}');
    const message = await screen.findByText(/can only contain letters, digits, hyphens and dots/);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    // Described by the message (and by the element the head script writes into, empty now).
    const describedBy = input().getAttribute('aria-describedby')!.split(' ');
    expect(describedBy).toContain(message.closest('.domain-checker-message')?.id);
    expect(
      describedBy
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .filter(Boolean)
        .join(' '),
    ).toBe(message.textContent);
    expect(fetchStub).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('checks on Enter, reads "Checking..." while pending, then shows the verdict and suggestions', async () => {
    const { release } = stubRegistries(['mybrand.com', 'mybrand.pk', 'mybrand.io'], true);
    render(<DomainChecker />);
    await userEvent.type(input(), 'MyBrand{Enter}');
    await waitFor(() => expect(button().textContent).toBe('Checking...'));
    expect(button().disabled).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(8));
    await act(async () => release());
    await waitFor(() => expect(button().textContent).toBe('Check'));
    expect(notify.success).toHaveBeenCalledWith(
      'Domain Available!',
      'This domain is available for registration',
    );
    const register = screen.getByRole('link', { name: 'Register mybrand.com' });
    expect(register.getAttribute('target')).toBe('_blank');
    expect(register.getAttribute('rel')).toBe('noopener noreferrer');
    expect(register.getAttribute('href')).toMatch(
      /cart\.php\?a=add&domain=register&query=mybrand\.com$/,
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole('listitem').filter((row) => row.dataset.state === 'pending'),
      ).toHaveLength(0),
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.domain)).toEqual([
      'mybrand.pk',
      'mybrand.com.pk',
      'mybrand.net',
      'mybrand.org',
      'mybrand.io',
      'mybrand.co',
      'mybrand.ai',
      'mybrand.dev',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Register mybrand.pk' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).getByText('Taken')).toBeTruthy();
    const status = document.querySelector('[aria-live="polite"]')!;
    expect(status.textContent).toContain('mybrand.com is available!');
    expect(status.textContent).toContain('2 of 8 similar domains are available.');
  });

  it('shows the negative notice for a taken name', async () => {
    stubRegistries([]);
    render(<DomainChecker />);
    await userEvent.type(input(), 'taken.com');
    await userEvent.click(button());
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith(
        'Domain Unavailable',
        'This domain is taken, but check out similar options below',
      ),
    );
    expect(document.querySelector('.domain-verdict')?.textContent).toBe(
      'taken.com is already taken.',
    );
  });

  it('offline: shows the connection message, keeps the name, and checks again when back online', async () => {
    const { fetchStub } = stubRegistries(['offline-name.com']);
    online = false;
    render(<DomainChecker />);
    await userEvent.type(input(), 'offline-name.com{Enter}');
    expect(await screen.findByText(/needs an internet connection/)).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();
    expect(input().value).toBe('offline-name.com');
    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(document.querySelector('.domain-verdict')?.textContent).toContain('is available!'),
    );
    expect(screen.queryByText(/needs an internet connection/)).toBeNull();
  });

  it('keeps a name typed before hydration and checks a ?domain= search on load, focus in the field', async () => {
    stubRegistries(['early.com']);
    window.history.replaceState(null, '', '/?domain=early.com');
    try {
      render(<DomainChecker />);
      await waitFor(() =>
        expect(document.querySelector('.domain-verdict')?.textContent).toContain('is available!'),
      );
      expect(input().value).toBe('early.com');
      expect(document.activeElement).toBe(input());
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('online with every source failing: no connection message, retries after 1, 2 and 4 s, then the failure notice and a link to the billing search', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchStub = lookupsFailOnline();
      const asked = () =>
        fetchStub.mock.calls.filter(([url]) => String(url).endsWith('/domain/nowhere.com')).length;
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<DomainChecker />);
      await user.type(input(), 'nowhere.com{Enter}');
      // The registry, then both redirectors: 3 requests a run.
      await waitFor(() => expect(asked()).toBe(3));
      expect(button().textContent).toBe('Checking...');
      for (const [delay, total] of [
        [1000, 6],
        [2000, 9],
        [4000, 12],
      ] as const) {
        // Fake time also runs on with real time here: leave a margin either side.
        await act(async () => vi.advanceTimersByTime(delay - 300));
        expect(asked()).toBe(total - 3);
        await act(async () => vi.advanceTimersByTime(300));
        await waitFor(() => expect(asked()).toBe(total));
        expect(screen.queryByText(/needs an internet connection/)).toBeNull();
        // Only after the last retry is the visitor told.
        if (total < 12) expect(notify.error).not.toHaveBeenCalled();
      }
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith(
          'Error',
          'Failed to check domain availability. Please try again.',
        ),
      );
      expect(screen.queryByText(/needs an internet connection/)).toBeNull();
      expect(screen.getByText(/could not reach a registry to check nowhere\.com/)).toBeTruthy();
      const billing = screen.getByRole('link', {
        name: 'Search nowhere.com on our domain registration page',
      });
      expect(billing.getAttribute('href')).toMatch(
        /cart\.php\?a=add&domain=register&query=nowhere\.com$/,
      );
      expect(billing.getAttribute('target')).toBe('_blank');
      expect(billing.getAttribute('rel')).toBe('noopener noreferrer');
      expect(button().textContent).toBe('Check');
      expect(input().value).toBe('nowhere.com');
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(asked()).toBe(12);
      expect(notify.error).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a connection that says "online" but reaches nothing, not even our own site, shows the connection message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<DomainChecker />);
      await user.type(input(), 'patchy.com{Enter}');
      expect(await screen.findByText(/needs an internet connection/)).toBeTruthy();
      expect(notify.error).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('our own site gone too (a real outage, the browser still "online"): the connection message for as long as it lasts, never the failure notice, and the check runs again by itself when the site answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let outage = true;
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          if (outage) throw new TypeError('Failed to fetch');
          return new Response(null, { status: 404 });
        }),
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<DomainChecker />);
      await user.type(input(), 'outage.com{Enter}');
      expect(await screen.findByText(/needs an internet connection/)).toBeTruthy();
      for (let second = 0; second < 60; second += 1)
        await act(async () => vi.advanceTimersByTime(1000));
      expect(screen.getByText(/needs an internet connection/)).toBeTruthy();
      expect(screen.queryByText(/could not reach a registry/)).toBeNull();
      expect(notify.error).not.toHaveBeenCalled();
      outage = false; // no `online` event: the browser never thought it was offline
      for (let second = 0; second < 6; second += 1)
        await act(async () => vi.advanceTimersByTime(1000));
      await waitFor(() =>
        expect(document.querySelector('.domain-verdict')?.textContent).toContain(
          'outage.com is available!',
        ),
      );
      expect(screen.queryByText(/needs an internet connection/)).toBeNull();
      expect(notify.error).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a retry that gets through shows the verdict without the visitor doing anything', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let down = true;
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: RequestInfo | URL) => {
          if (String(url) === REACHABILITY_PROBE_PATH) return new Response(null, { status: 200 });
          if (down) throw new TypeError('Failed to fetch');
          return new Response(null, { status: 404 });
        }),
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<DomainChecker />);
      await user.type(input(), 'patchy.com{Enter}');
      await waitFor(() =>
        expect(vi.mocked(fetch)).toHaveBeenCalledWith(
          REACHABILITY_PROBE_PATH,
          expect.objectContaining({ method: 'HEAD' }),
        ),
      );
      down = false;
      // Let the probe's answer schedule the retry, then reach it.
      await act(async () => vi.advanceTimersByTime(100));
      await act(async () => vi.advanceTimersByTime(1000));
      await waitFor(() =>
        expect(document.querySelector('.domain-verdict')?.textContent).toContain('is available!'),
      );
      expect(screen.queryByText(/needs an internet connection/)).toBeNull();
      expect(notify.error).not.toHaveBeenCalled();
      expect(notify.success).toHaveBeenCalledWith(
        'Domain Available!',
        'This domain is available for registration',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a suffix with no RDAP service says at once that it cannot be checked here, with the billing link', async () => {
    const { fetchStub } = stubRegistries([]);
    render(<DomainChecker />);
    await userEvent.type(input(), 'mybrand.zz{Enter}');
    expect(
      await screen.findByText(
        'mybrand.zz cannot be checked here: its registry offers no lookup service we can reach.',
      ),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Search mybrand.zz on our domain registration page' })
        .getAttribute('href'),
    ).toMatch(/domain=register&query=mybrand\.zz$/);
    expect(fetchStub).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.queryByText(/needs an internet connection/)).toBeNull();
    expect(button().textContent).toBe('Check');
  });

  it('offline, the browser waits for the connection and does not retry on a timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { fetchStub } = stubRegistries(['later.com']);
      online = false;
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<DomainChecker />);
      await user.type(input(), 'later.com{Enter}');
      expect(await screen.findByText(/needs an internet connection/)).toBeTruthy();
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(fetchStub).not.toHaveBeenCalled();
      expect(notify.error).not.toHaveBeenCalled();
      expect(screen.getByText(/needs an internet connection/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
