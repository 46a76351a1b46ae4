// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/notify';
import { takeReturnedMessage, takeWaitingMessage } from './contact-draft';
import { CONTACT_DRAFT_KEY, LEAD_SOURCE_KEY, WAITING_MESSAGES_KEY } from './contact-storage-keys';
import { normalizePath } from '../../lib/route-paths';
import type { ReturnedMessageKept } from './contact-draft';
import { ContactForm } from './contact-form';
import { loadCopies } from './sent-copies';
import { CONTACT_ENDPOINT, CONTACT_ID_HEADER } from './contact-protocol';
import { contactMessages } from './contact-schema';
import { contactTexts } from './contact-texts';
import { estimateCatalog } from '../../content/estimator';
import { estimateScope } from '../../content/estimate-summary';

vi.mock('../../components/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
}));

const fetchMock = vi.fn<typeof fetch>();
const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.info).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const button = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), '  Ayesha Khan ');
  await user.type(field('Email'), 'ayesha@example.com');
  await user.type(field('Message'), 'I need a website.');
}

/** The id a request was sent under. */
const idOf = (init?: RequestInit) => (JSON.parse(String(init?.body)) as { id: string }).id;

/** The function's success body for the request: the only answer that counts as delivered. */
const success = (init?: RequestInit, delivery: 'sent' | 'accepted' = 'sent') =>
  jsonResponse(200, { ok: true, id: idOf(init), delivery });

/** A fetch that stays pending until `release` is called. */
function pendingFetch(response: (init?: RequestInit) => Response) {
  let release = () => {};
  fetchMock.mockImplementation(
    (_url, init) =>
      new Promise<Response>((resolve) => {
        release = () => resolve(response(init));
      }),
  );
  return () => release();
}

/** What the outbox does with a message the server refused: hands it to the draft code. */
function returnMessage(fields: unknown): { kept: ReturnedMessageKept } {
  let kept: ReturnedMessageKept = null;
  act(() => {
    kept = takeReturnedMessage(fields);
  });
  return { kept };
}

/** The form as the page serves it, before its island hydrates, and its fields by name. */
function servedForm() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactForm />);
  document.body.append(container);
  const served = (name: string) =>
    container.querySelector<HTMLInputElement & HTMLTextAreaElement>(`[name="${name}"]`)!;
  return { container, served };
}

const sentBodies = () =>
  fetchMock.mock.calls.map(
    ([, init]) =>
      JSON.parse(String(init?.body)) as Record<string, string> & {
        source?: unknown;
        scope?: unknown;
      },
  );

describe('ContactForm', () => {
  it('shows each required-field message inline and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(button());
    expect(screen.getByText(contactMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(contactMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(contactMessages.messageRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    const describedBy = field('Name').getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(contactMessages.nameRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in order and gives the length messages', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field('Name'), 'Ayesha');
    await user.type(field('Email'), 'not-an-email');
    await user.click(button());
    expect(document.activeElement).toBe(field('Email'));
    expect(screen.getByText(contactMessages.emailInvalid)).toBeTruthy();

    fireEvent.change(field('Name'), { target: { value: 'n'.repeat(101) } });
    fireEvent.change(field('Email'), { target: { value: `${'a'.repeat(250)}@example.com` } });
    fireEvent.change(field('Message'), { target: { value: 'm'.repeat(1001) } });
    // Once submitted, errors follow the typing.
    expect(screen.getByText(contactMessages.nameTooLong)).toBeTruthy();
    expect(screen.getByText(contactMessages.emailTooLong)).toBeTruthy();
    expect(screen.getByText(contactMessages.messageTooLong)).toBeTruthy();
    fireEvent.change(field('Name'), { target: { value: 'Ayesha' } });
    expect(screen.queryByText(contactMessages.nameTooLong)).toBeNull();
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a live character count near the limit', () => {
    render(<ContactForm />);
    fireEvent.change(field('Message'), { target: { value: 'm'.repeat(799) } });
    expect(screen.queryByText(/of 1000 characters/)).toBeNull();
    fireEvent.change(field('Message'), { target: { value: 'm'.repeat(800) } });
    const count = screen.getByText('800 of 1000 characters');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(field('Message').getAttribute('aria-describedby')).toContain(count.id);
    fireEvent.change(field('Message'), { target: { value: 'm'.repeat(1003) } });
    expect(screen.getByText('1003 of 1000 characters (3 too many)')).toBeTruthy();
  });

  it("reads 'Sending...' and is disabled while pending, then confirms and clears", async () => {
    const user = userEvent.setup();
    const release = pendingFetch(success);
    render(<ContactForm />);
    await fillValid(user);
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain('Ayesha');
    await user.click(button());
    expect(button().textContent).toBe('Sending...');
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(CONTACT_ENDPOINT);
    expect(init?.method).toBe('POST');
    const body = sentBodies()[0]!;
    expect(body).toEqual({
      id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      message: 'I need a website.',
      website: '',
      // No visit recorded in this tab: only the page it was sent from.
      source: { sentFrom: normalizePath(location.pathname) },
    });
    expect((init?.headers as Record<string, string>)[CONTACT_ID_HEADER]).toBe(body.id);

    await act(async () => release());
    expect(button().textContent).toBe('Send Message');
    expect(notify.success).toHaveBeenCalledWith(
      'Message sent!',
      "We'll get back to you as soon as possible.",
    );
    expect(screen.getByRole('status').textContent).toBe(
      "Message sent! We'll get back to you as soon as possible.",
    );
    expect((field('Name') as HTMLInputElement).value).toBe('');
    expect((field('Email') as HTMLInputElement).value).toBe('');
    expect((field('Message') as HTMLTextAreaElement).value).toBe('');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('never sends twice on double clicks or Enter presses', async () => {
    const user = userEvent.setup();
    const release = pendingFetch(success);
    render(<ContactForm />);
    await fillValid(user);
    const form = button().closest('form')!;
    // Two submits in the same tick, before React re-renders the disabled button.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await user.click(button());
    await user.type(field('Name'), '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(notify.success).toHaveBeenCalledTimes(1);
  });

  it('a failure shows the error message, keeps the values and the draft, and retries with the same id', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(502, { error: { message: 'SMTP is down' } }));
    render(<ContactForm />);
    await fillValid(user);
    await user.click(button());
    expect(notify.error).toHaveBeenCalledWith('Error', 'SMTP is down');
    expect(screen.getByRole('status').textContent).toBe('SMTP is down');
    expect((field('Name') as HTMLInputElement).value).toBe('  Ayesha Khan ');
    expect((field('Message') as HTMLTextAreaElement).value).toBe('I need a website.');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain('I need a website.');

    fetchMock.mockResolvedValueOnce(jsonResponse(502, {}));
    await user.click(button());
    expect(sentBodies()[1]!.id).toBe(sentBodies()[0]!.id);
    expect(notify.error).toHaveBeenLastCalledWith('Error', contactTexts.failureFallback);

    // Changed content is a new message with a new id.
    await user.type(field('Message'), ' Soon.');
    fetchMock.mockImplementationOnce(async (_url, init) => success(init));
    await user.click(button());
    expect(sentBodies()[2]!.id).not.toBe(sentBodies()[0]!.id);
  });

  it.each([
    ['an error without a message', () => jsonResponse(500, { error: {} }), 'Email service error'],
    [
      'an error field that is a string',
      () => jsonResponse(500, { error: 'x' }),
      'Email service error',
    ],
    ['a 200 carrying an error', () => jsonResponse(200, { error: { message: 'Nope' } }), 'Nope'],
    [
      'a non-JSON 500',
      () => new Response('<h1>oops</h1>', { status: 500 }),
      contactTexts.failureFallback,
    ],
  ])('%s gives the right notice', async (_label, response, message) => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(response());
    render(<ContactForm />);
    await fillValid(user);
    await user.click(button());
    expect(notify.error).toHaveBeenCalledWith('Error', message);
    expect(notify.success).not.toHaveBeenCalled();
    expect((field('Email') as HTMLInputElement).value).toBe('ayesha@example.com');
  });

  it('a fetch that throws (offline, no service worker) is a failure with the fallback words', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<ContactForm />);
    await fillValid(user);
    await user.click(button());
    expect(notify.error).toHaveBeenCalledWith('Error', 'Failed to send message. Please try again.');
    expect((field('Name') as HTMLInputElement).value).toBe('  Ayesha Khan ');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('server field errors (422) show inline and focus the field', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        error: { message: 'Invalid email address', fields: { email: 'Invalid email address' } },
      }),
    );
    render(<ContactForm />);
    await fillValid(user);
    await user.click(button());
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Email'));
  });

  it.each([
    [
      'offline',
      true,
      "You're offline. Your message is saved and will be sent automatically as soon as the connection allows, even if you close this page; after a long outage, the next time you open this site.",
    ],
    [
      'unreachable',
      true,
      'Our server could not be reached. Your message is saved and will be sent automatically as soon as the connection allows, even if you close this page; after a long outage, the next time you open this site.',
    ],
    [
      'offline',
      false,
      "You're offline. Your message is kept in this browser and will be sent the next time you open this site while online. For a quicker answer, chat with us on WhatsApp or call +92 300 1234567.",
    ],
    [
      'unreachable',
      false,
      'Our server could not be reached. Your message is kept in this browser and will be sent the next time you open this site while online. For a quicker answer, chat with us on WhatsApp or call +92 300 1234567.',
    ],
  ] as const)(
    'kept by the outbox (%s, Background Sync %s): says so truthfully, clears the form, keeps the copy',
    async (reason, backgroundSync, text) => {
      const user = userEvent.setup();
      fetchMock.mockImplementationOnce(async (_url, init) =>
        jsonResponse(202, { queued: true, id: idOf(init), reason, backgroundSync }),
      );
      render(<ContactForm />);
      await fillValid(user);
      await user.click(button());
      const status = screen.getByRole('status');
      expect(status.getAttribute('aria-live')).toBe('polite');
      expect(status.textContent).toBe(text);
      if (reason === 'unreachable') expect(text).not.toMatch(/offline/i);
      expect(notify.info).toHaveBeenCalledWith(contactTexts.queuedTitle, text);
      expect(notify.success).not.toHaveBeenCalled();
      expect(notify.error).not.toHaveBeenCalled();
      expect((field('Message') as HTMLTextAreaElement).value).toBe('');
      expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
      // Where it waits for the next visit, the other ways to reach us are offered as links.
      expect(screen.queryByRole('link', { name: 'Chat on WhatsApp' }) !== null).toBe(
        !backgroundSync,
      );
      // The page's copy stays until the server confirms this id.
      expect(loadCopies().map((copy) => copy.body.id)).toEqual([sentBodies()[0]!.id]);
    },
  );

  it("'accepted' (stored by the server, mailed shortly) gets its own honest notice", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementationOnce(async (_url, init) => success(init, 'accepted'));
    render(<ContactForm />);
    await fillValid(user);
    await user.click(button());
    expect(notify.success).toHaveBeenCalledWith(
      'Message received',
      "Your message is safely with us and will reach our team shortly. We'll get back to you as soon as possible.",
    );
    expect((field('Message') as HTMLTextAreaElement).value).toBe('');
    expect(loadCopies()).toEqual([]);
  });

  it.each([
    ['a 200 without the success body', () => jsonResponse(200, { ok: true })],
    [
      'a success body for another id',
      () => jsonResponse(200, { ok: true, id: 'other', delivery: 'sent' }),
    ],
    ['a 202 that is not the outbox', () => jsonResponse(202, { queued: true })],
    [
      'a proxy page',
      () => new Response('<html>Welcome to the hotel Wi-Fi</html>', { status: 200 }),
    ],
  ])('%s is not a delivery: the values stay and a resend reuses the id', async (_label, answer) => {
    const user = userEvent.setup();
    fetchMock.mockImplementationOnce(async () => answer());
    render(<ContactForm />);
    await fillValid(user);
    await user.click(button());
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith('Error', contactTexts.failureFallback);
    expect((field('Message') as HTMLTextAreaElement).value).toBe('I need a website.');
    fetchMock.mockImplementationOnce(async (_url, init) => success(init));
    await user.click(button());
    expect(sentBodies()[1]!.id).toBe(sentBodies()[0]!.id);
    expect(notify.success).toHaveBeenCalledTimes(1);
  });

  it('the id stays with the text through an error and a reload', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(503, { error: { message: 'Busy', code: 'busy' } }),
    );
    const { unmount } = render(<ContactForm />);
    await fillValid(user);
    await user.click(button());
    expect(loadCopies()).toEqual([]);
    unmount();
    render(<ContactForm />);
    expect((field('Message') as HTMLTextAreaElement).value).toBe('I need a website.');
    fetchMock.mockImplementationOnce(async (_url, init) => success(init));
    await user.click(button());
    expect(sentBodies()[1]!.id).toBe(sentBodies()[0]!.id);
  });

  it('keeps a copy while sending, so a page closed mid-send loses nothing', async () => {
    const user = userEvent.setup();
    const release = pendingFetch(success);
    render(<ContactForm />);
    await fillValid(user);
    await user.click(button());
    const { source, ...sent } = sentBodies()[0]!;
    expect(source).toBeDefined();
    // The copy in local storage has everything but the source, which stays in the tab.
    expect(loadCopies().map((copy) => copy.body)).toEqual([sent]);
    await act(async () => release());
    expect(loadCopies()).toEqual([]);
  });

  it('sends the estimate in the address as its scope, shown as a table the visitor may remove', async () => {
    const [service] = estimateCatalog.services;
    const [size] = estimateCatalog.sizes;
    const [first, second] = estimateCatalog.features;
    const answers = { service: service!.id, size: size!.id, features: [first!.id, second!.id] };
    history.replaceState(
      null,
      '',
      `/contact?service=${service!.id}&size=${size!.id}&features=${first!.id}&features=${second!.id}&care=gone`,
    );
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (_url, init) => success(init));
    render(<ContactForm />);
    const table = await screen.findByRole('table');
    expect(table.textContent).toContain(service!.label);
    expect(table.textContent).toContain(`${first!.label}, ${second!.label}`);
    await fillValid(user);
    await user.click(button());
    expect(sentBodies()[0]!.scope).toEqual(estimateScope(estimateCatalog, answers, 'PKR'));
    // Sent: the estimate leaves the form and the address.
    expect(screen.queryByRole('table')).toBeNull();
    expect(location.search).toBe('');

    history.replaceState(null, '', `/contact?service=${service!.id}`);
    cleanup();
    render(<ContactForm />);
    await user.click(await screen.findByRole('button', { name: contactTexts.scopeRemove }));
    expect(screen.queryByRole('table')).toBeNull();
    await fillValid(user);
    await user.click(button());
    expect(sentBodies()[1]!.scope).toBeUndefined();
    history.replaceState(null, '', '/');
  });

  it('sends no scope without an estimate in the address, or with one naming no service', async () => {
    history.replaceState(null, '', '/contact?size=small&service=%3Cscript%3E');
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (_url, init) => success(init));
    render(<ContactForm />);
    // The estimate's code has loaded and found none.
    await act(async () => {
      await import('./contact-estimate');
    });
    expect(screen.queryByRole('table')).toBeNull();
    await fillValid(user);
    await user.click(button());
    expect(sentBodies()[0]!.scope).toBeUndefined();
    history.replaceState(null, '', '/');
  });

  it('sends the source the tab recorded, and keeps none of it in local storage', async () => {
    const user = userEvent.setup();
    const visit = {
      landingPage: '/insights/a',
      utm: { utm_source: 'newsletter' },
      articles: ['/insights/a', '/insights/b'],
      seenAt: Date.now(),
    };
    sessionStorage.setItem(LEAD_SOURCE_KEY, JSON.stringify(visit));
    const release = pendingFetch(success);
    render(<ContactForm />);
    await fillValid(user);
    await user.click(button());
    expect(sentBodies()[0]!.source).toEqual({
      landingPage: '/insights/a',
      sentFrom: normalizePath(location.pathname),
      utm: { utm_source: 'newsletter' },
      articles: ['/insights/a', '/insights/b'],
    });
    const local = Object.keys(localStorage)
      .map((key) => localStorage.getItem(key))
      .join('\n');
    expect(local).toContain('Ayesha');
    expect(local).not.toMatch(/newsletter|insights/);
    await act(async () => release());
  });

  it('a returned message keeps its id: sent again unchanged, it goes under that id', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    act(() => {
      takeReturnedMessage({ name: 'Sana', email: 'sana@example.com', message: 'Kept' }, 'id-kept');
    });
    fetchMock.mockImplementationOnce(async (_url, init) => success(init));
    await user.click(button());
    expect(sentBodies()[0]!.id).toBe('id-kept');
  });

  it('a returned message, changed before it is sent again, gets a new id', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    act(() => {
      takeReturnedMessage({ name: 'Sana', email: 'not-an-email', message: 'Kept' }, 'id-kept');
    });
    await user.clear(field('Email'));
    await user.type(field('Email'), 'sana@example.com');
    fetchMock.mockImplementationOnce(async (_url, init) => success(init));
    await user.click(button());
    expect(sentBodies()[0]!.id).not.toBe('id-kept');
  });

  it('a queued message the server refused comes back into an empty form', async () => {
    render(<ContactForm />);
    const returned = returnMessage({
      name: 'Sana',
      email: 'not-an-email',
      message: 'Queued while offline',
    });
    // The outbox learns that the form took the message.
    expect(returned.kept).toBe('form');
    expect((field('Name') as HTMLInputElement).value).toBe('Sana');
    expect((field('Email') as HTMLInputElement).value).toBe('not-an-email');
    expect((field('Message') as HTMLTextAreaElement).value).toBe('Queued while offline');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain('Queued while offline');
    expect(localStorage.getItem(WAITING_MESSAGES_KEY)).toBeNull();
  });

  it('a refused message never overwrites what the visitor is writing: it waits until that one is sent', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (_url, init) => success(init));
    render(<ContactForm />);
    await user.type(field('Message'), 'A new message');
    const first = returnMessage({ name: 'Sana', email: 's@x.pk', message: 'Old one' });
    const second = returnMessage({ name: 'Sana', email: 's@x.pk', message: 'Older one' });
    expect(first.kept).toBe('later');
    expect(second.kept).toBe('later');
    expect((field('Message') as HTMLTextAreaElement).value).toBe('A new message');
    expect((field('Name') as HTMLInputElement).value).toBe('');
    expect(notify.info).not.toHaveBeenCalled();

    // The visitor sends what they were writing; the first refused message takes its place.
    await user.type(field('Name'), 'Bilal');
    await user.type(field('Email'), 'bilal@example.com');
    await user.click(button());
    expect(notify.success).toHaveBeenCalledTimes(1);
    expect(sentBodies()[0]!.message).toBe('A new message');
    expect((field('Message') as HTMLTextAreaElement).value).toBe('Old one');
    expect((field('Name') as HTMLInputElement).value).toBe('Sana');
    expect(notify.info).toHaveBeenCalledWith(contactTexts.returnedTitle, contactTexts.returned);
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain('Old one');
    // The second still waits, for the next send, or the next time the form opens empty.
    expect(localStorage.getItem(WAITING_MESSAGES_KEY)).toContain('Older one');
    expect(localStorage.getItem(WAITING_MESSAGES_KEY)).not.toContain('Old one"');
  });

  it('an empty form takes a waiting refused message when it opens', () => {
    localStorage.setItem(
      WAITING_MESSAGES_KEY,
      JSON.stringify([{ name: 'Sana', email: 's@x.pk', message: 'Waited' }]),
    );
    render(<ContactForm />);
    expect((field('Message') as HTMLTextAreaElement).value).toBe('Waited');
    expect(notify.info).toHaveBeenCalledWith(contactTexts.returnedTitle, contactTexts.returned);
    expect(localStorage.getItem(WAITING_MESSAGES_KEY)).toBeNull();
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain('Waited');
  });

  it('a form with a draft opens on the draft, and the waiting message keeps waiting', () => {
    localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: '', email: '', message: 'Mine' }),
    );
    localStorage.setItem(
      WAITING_MESSAGES_KEY,
      JSON.stringify([{ name: '', email: '', message: 'Waited' }]),
    );
    render(<ContactForm />);
    expect((field('Message') as HTMLTextAreaElement).value).toBe('Mine');
    expect(notify.info).not.toHaveBeenCalled();
    expect(localStorage.getItem(WAITING_MESSAGES_KEY)).toContain('Waited');
  });

  it('a waiting message leaves its list only once it is the draft (storage refusing writes)', () => {
    localStorage.setItem(
      WAITING_MESSAGES_KEY,
      JSON.stringify([{ name: '', email: '', message: 'Waited' }]),
    );
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(takeWaitingMessage()).toBeNull();
    } finally {
      setItem.mockRestore();
    }
    expect(localStorage.getItem(WAITING_MESSAGES_KEY)).toContain('Waited');
    expect(takeWaitingMessage()?.values.message).toBe('Waited');
    expect(localStorage.getItem(WAITING_MESSAGES_KEY)).toBeNull();
  });

  it('a refused message that cannot be stored is not claimed (the notice says only why)', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field('Message'), 'A new message');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(returnMessage({ name: 'Sana', email: 's@x.pk', message: 'Old' }).kept).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });

  it('ignores a returned message that is not one (hostile or empty fields or storage)', () => {
    for (const fields of [null, 'text', 7, [], { name: 7 }, { name: '', email: '', message: '  ' }])
      expect(returnMessage(fields).kept).toBeNull();
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    for (const stored of ['not json', '{"message":"x"}', '[null, 3, "x", {"message": 5}]']) {
      localStorage.setItem(WAITING_MESSAGES_KEY, stored);
      expect(takeWaitingMessage()).toBeNull();
    }
  });

  it('the draft survives a remount (reload) until it is sent', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ContactForm />);
    await user.type(field('Name'), 'Bilal');
    await user.type(field('Message'), 'Draft text');
    unmount();
    render(<ContactForm />);
    expect((field('Name') as HTMLInputElement).value).toBe('Bilal');
    expect((field('Message') as HTMLTextAreaElement).value).toBe('Draft text');
    await user.clear(field('Name'));
    await user.clear(field('Message'));
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('the honeypot is out of the tab order and hidden from assistive technology', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const trap = document.getElementById('contact-website') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: contactTexts.honeypotLabel })).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    field('Name').focus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button());
  });

  it('a filled honeypot is sent along (the server drops it)', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementationOnce(async (_url, init) => success(init));
    render(<ContactForm />);
    await fillValid(user);
    fireEvent.change(document.getElementById('contact-website')!, { target: { value: 'spam' } });
    await user.click(button());
    expect(sentBodies()[0]!.website).toBe('spam');
  });

  it('a honeypot filled before the page is interactive is sent as filled when sent later', async () => {
    const { container, served } = servedForm();
    served('name').value = 'Bot';
    served('email').value = 'bot@example.com';
    served('message').value = 'Buy now.';
    served('website').value = 'https://spam.example';
    await act(async () => {
      hydrateRoot(container, <ContactForm />);
    });
    fetchMock.mockImplementation(async (_url, init) => success(init));
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    expect(sentBodies()).toMatchObject([{ website: 'https://spam.example' }]);
    container.remove();
  });

  it('keeps what was typed before the page was interactive, over a stored draft', async () => {
    localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: 'Old', email: '', message: 'old draft' }),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm />);
    document.body.append(container);
    container.querySelector<HTMLTextAreaElement>('[name="message"]')!.value = 'typed early';
    await act(async () => {
      hydrateRoot(container, <ContactForm />);
    });
    expect(container.querySelector<HTMLTextAreaElement>('[name="message"]')!.value).toBe(
      'typed early',
    );
    expect(container.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('');
    // And it is the draft now.
    expect(JSON.parse(localStorage.getItem(CONTACT_DRAFT_KEY)!)).toMatchObject({
      message: 'typed early',
    });
    container.remove();
  });
  it('keeps what was typed before hydration when the next key comes before the island re-renders', async () => {
    const { container, served } = servedForm();
    served('name').value = 'Ayesha Khan';
    // The island adopts the typed name as it mounts (and stores it as the draft); the visitor's
    // next key lands at that moment, before the island has rendered with the adopted name.
    const store = Storage.prototype.setItem;
    let typedNext = false;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      store.call(this, key, value);
      if (typedNext || key !== CONTACT_DRAFT_KEY || !value.includes('Ayesha')) return;
      typedNext = true;
      fireEvent.input(served('email'), { target: { value: 'ayesha@example.com' } });
    });
    await act(async () => {
      hydrateRoot(container, <ContactForm />);
    });
    vi.mocked(Storage.prototype.setItem).mockRestore();
    expect(typedNext).toBe(true);
    expect(served('name').value).toBe('Ayesha Khan');
    expect(served('email').value).toBe('ayesha@example.com');
    expect(JSON.parse(localStorage.getItem(CONTACT_DRAFT_KEY)!)).toMatchObject({
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
    });
    container.remove();
  });
});
