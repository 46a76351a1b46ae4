// @vitest-environment jsdom
/**
 * The page's head script (the real built string) answering the islands' forms before their
 * islands have taken them, on the real components' served HTML: it checks a send with the
 * checks the build rendered into the fields, holds a valid one for its island, and lets the
 * browser send it when the island does not come. And an island that comes takes the held send.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateIsland } from './hydrate-island';
import { IslandBoundary } from './island-boundary';
import { Island } from '../components/island';
import { notify } from '../components/notify';
import { ISLAND_WAIT_MS } from '../config/ui';
import { ContactForm } from '../features/contact/contact-form';
import { DomainChecker } from '../features/domain-check/domain-checker';
import { domAttr, domEvent } from '../lib/dom-contract';
import { clearPage, installHeadScript, servePage } from '../test-support/served-page';

vi.mock('../components/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
  noticesWanted: { get: () => false, subscribe: () => () => {}, set: () => {} },
}));

const fetchMock = vi.fn<typeof fetch>();
let nativeSubmit: ReturnType<typeof vi.spyOn>;

beforeAll(() => installHeadScript());
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // The browser's own send (jsdom has none): what the head script does when it lets a form go.
  nativeSubmit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});
afterEach(() => {
  clearPage();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (label: string) =>
  screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
const form = () => sendButton().closest('form')!;
const messageOf = (input: HTMLElement) =>
  document.getElementById(`${input.id}-error`)?.textContent ?? null;
/** A send the way the browser starts one: a click on the submit button. */
const send = (button: HTMLElement) => {
  let event: Event | undefined;
  const seen = (submit: Event) => (event = submit);
  document.addEventListener('submit', seen, { once: true });
  button.click();
  document.removeEventListener('submit', seen);
  return event!;
};
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) field(label).value = value;
};
const valid = { Name: 'Ayesha Khan', Email: 'ayesha@example.com', Message: 'I need a website.' };

const contactPage = () =>
  servePage(
    <Island name="contact-form">
      <ContactForm />
    </Island>,
    '/contact',
  );

describe('the contact form before its island has taken it', () => {
  it("an empty send shows the three field messages in the specification's words, never 'Sending...', and focuses Name", () => {
    contactPage();
    const submit = send(sendButton());
    expect(submit.defaultPrevented).toBe(true);
    expect(messageOf(field('Name'))).toBe('Name is required');
    expect(messageOf(field('Email'))).toBe('Invalid email address');
    expect(messageOf(field('Message'))).toBe('Message is required');
    for (const label of ['Name', 'Email', 'Message']) {
      const input = field(label);
      expect(input.classList.contains('is-invalid')).toBe(true);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      // The message element describes the field.
      expect(input.getAttribute('aria-describedby')!.split(' ')).toContain(`${input.id}-error`);
    }
    expect(sendButton().textContent).toBe('Send Message');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
    expect(form().hasAttribute(domAttr.pendingSubmit)).toBe(false);
    expect(document.activeElement).toBe(field('Name'));
    expect(nativeSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first field that fails, in order, with its first message', () => {
    contactPage();
    fill({ Name: 'Ayesha', Email: 'not-an-email', Message: 'm'.repeat(1001) });
    send(sendButton());
    expect(document.activeElement).toBe(field('Email'));
    expect(messageOf(field('Name'))).toBe('');
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(field('Name').classList.contains('is-invalid')).toBe(false);
    expect(messageOf(field('Email'))).toBe('Invalid email address');
    expect(messageOf(field('Message'))).toBe('Message must be less than 1000 characters');
  });

  it('after a refused send, each field is checked again as it is typed', async () => {
    const user = userEvent.setup();
    contactPage();
    // Before a send: typing shows nothing.
    await user.type(field('Email'), 'x');
    expect(messageOf(field('Email'))).toBe('');
    await user.clear(field('Email'));
    send(sendButton());
    await user.type(field('Name'), 'A');
    expect(messageOf(field('Name'))).toBe('');
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    // The others keep theirs until they are typed into.
    expect(messageOf(field('Email'))).toBe('Invalid email address');
    await user.type(field('Email'), 'ayesha@example');
    expect(messageOf(field('Email'))).toBe('Invalid email address');
    await user.type(field('Email'), '.com');
    expect(messageOf(field('Email'))).toBe('');
    await user.clear(field('Name'));
    expect(messageOf(field('Name'))).toBe('Name is required');
  });

  it("a valid send is held with 'Sending...' for its island, then sent natively after the wait", () => {
    vi.useFakeTimers();
    contactPage();
    fill(valid);
    const submit = send(sendButton());
    expect(submit.defaultPrevented).toBe(true);
    expect(sendButton().textContent).toBe('Sending...');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(form().hasAttribute(domAttr.pendingSubmit)).toBe(true);
    // A second send while it is held (a script's requestSubmit: the button is disabled) is held
    // too, with one wait.
    let again: Event | undefined;
    document.addEventListener('submit', (event) => (again = event), { once: true });
    form().requestSubmit();
    expect(again?.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(ISLAND_WAIT_MS - 1);
    expect(nativeSubmit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(nativeSubmit).toHaveBeenCalledOnce();
    expect(nativeSubmit.mock.contexts[0]).toBe(form());
    expect(form().hasAttribute(domAttr.pendingSubmit)).toBe(false);
    expect(sendButton().textContent).toBe('Send Message');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
    vi.advanceTimersByTime(ISLAND_WAIT_MS * 2);
    expect(nativeSubmit).toHaveBeenCalledOnce();
  });

  it('a held send goes natively at once when its island fails to load, and only once', () => {
    vi.useFakeTimers();
    contactPage();
    fill(valid);
    send(sendButton());
    const host = form().closest(`[${domAttr.island}]`)!;
    host.setAttribute(domAttr.islandFailed, '');
    host.dispatchEvent(new Event(domEvent.islandFailed, { bubbles: true }));
    expect(domEvent.islandFailed).toBe('agency:island-failed');
    expect(nativeSubmit).toHaveBeenCalledOnce();
    expect(sendButton().textContent).toBe('Send Message');
    vi.advanceTimersByTime(ISLAND_WAIT_MS);
    expect(nativeSubmit).toHaveBeenCalledOnce();
    // From now on the browser sends it, after the checks.
    expect(send(sendButton()).defaultPrevented).toBe(false);
    expect(sendButton().textContent).toBe('Send Message');
    fill({ Name: '' });
    expect(send(sendButton()).defaultPrevented).toBe(true);
    expect(messageOf(field('Name'))).toBe('Name is required');
  });

  it('a form its island has taken is left alone', () => {
    contactPage();
    form().setAttribute(domAttr.formTaken, '');
    // The island's own handler answers; here nothing does, so the event is not cancelled.
    expect(send(sendButton()).defaultPrevented).toBe(false);
    expect(messageOf(field('Name'))).toBe('');
    expect(sendButton().textContent).toBe('Send Message');
    fill(valid);
    expect(send(sendButton()).defaultPrevented).toBe(false);
    expect(form().hasAttribute(domAttr.pendingSubmit)).toBe(false);
  });

  it('a form outside any island host is checked, but a valid send is not held', () => {
    servePage(<ContactForm />, '/contact');
    expect(send(sendButton()).defaultPrevented).toBe(true);
    expect(messageOf(field('Name'))).toBe('Name is required');
    fill(valid);
    expect(send(sendButton()).defaultPrevented).toBe(false);
    expect(sendButton().textContent).toBe('Send Message');
    expect(form().hasAttribute(domAttr.pendingSubmit)).toBe(false);
  });
});

describe('the domain form before its island has taken it', () => {
  const input = () => screen.getByRole('textbox', { name: 'Domain name' }) as HTMLInputElement;
  const check = () => screen.getByRole('button', { name: /^(Check|Checking\.\.\.)$/ });

  it("an empty search shows 'Please enter a domain name' and is not held", () => {
    servePage(
      <Island name="domain-checker">
        <DomainChecker />
      </Island>,
    );
    input().value = '   ';
    expect(send(check()).defaultPrevented).toBe(true);
    expect(messageOf(input())).toBe('Please enter a domain name');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(check().textContent).toBe('Check');
    expect(document.activeElement).toBe(input());
  });

  it("a search is held with 'Checking...' for its island, then sent natively", () => {
    vi.useFakeTimers();
    servePage(
      <Island name="domain-checker">
        <DomainChecker />
      </Island>,
    );
    input().value = 'example.com';
    expect(send(check()).defaultPrevented).toBe(true);
    expect(check().textContent).toBe('Checking...');
    expect((check() as HTMLButtonElement).disabled).toBe(true);
    expect(messageOf(input())).toBe('');
    vi.advanceTimersByTime(ISLAND_WAIT_MS);
    expect(nativeSubmit).toHaveBeenCalledOnce();
    expect(check().textContent).toBe('Check');
  });
});

describe('an island that comes takes its form', () => {
  /** The contact page as the prerenderer serves it: the island's own HTML in its host. */
  const serveIsland = () => {
    const html = renderToString(
      <IslandBoundary>
        <ContactForm />
      </IslandBoundary>,
      { identifierPrefix: 'contact-form' },
    );
    document.body.innerHTML = `<div class="island" ${domAttr.island}="contact-form">${html}</div>`;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    return document.querySelector<HTMLElement>(`[${domAttr.island}]`)!;
  };
  const success = (init?: RequestInit) =>
    new Response(
      JSON.stringify({
        ok: true,
        id: (JSON.parse(String(init?.body)) as { id: string }).id,
        delivery: 'sent',
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );

  it('a held send is sent once by the island with what was typed; the button is restored', async () => {
    const host = serveIsland();
    fill(valid);
    send(sendButton());
    expect(sendButton().textContent).toBe('Sending...');
    fetchMock.mockImplementation(async (_url, init) => success(init));
    const errors = vi.spyOn(console, 'error');
    await act(async () => hydrateIsland(host, 'contact-form', ContactForm));
    // Hydrated, not rendered anew on the client (which would lose what was typed).
    expect(errors.mock.calls.filter(([text]) => String(text).startsWith('Island'))).toEqual([]);
    expect(form().hasAttribute(domAttr.formTaken)).toBe(true);
    expect(form().hasAttribute(domAttr.pendingSubmit)).toBe(false);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      message: 'I need a website.',
    });
    expect(notify.success).toHaveBeenCalledOnce();
    expect(sendButton().textContent).toBe('Send Message');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
    // The wait ends with nothing left to send natively.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(nativeSubmit).not.toHaveBeenCalled();
  });

  it('a checked form shows the same messages from the island, and the head script stops checking', async () => {
    const user = userEvent.setup();
    const host = serveIsland();
    fill({ Message: 'Typed before the island came' });
    send(sendButton());
    expect(messageOf(field('Name'))).toBe('Name is required');
    const errors = vi.spyOn(console, 'error');
    await act(async () => hydrateIsland(host, 'contact-form', ContactForm));
    // Hydrated, not rendered anew (which would lose what was typed).
    expect(errors.mock.calls.filter(([text]) => String(text).startsWith('Island'))).toEqual([]);
    expect(field('Message').value).toBe('Typed before the island came');
    expect(form().hasAttribute(domAttr.formTaken)).toBe(true);
    expect(form().hasAttribute(domAttr.formChecked)).toBe(false);
    // The island's own state shows them now (the same words).
    expect(messageOf(field('Name'))).toBe('Name is required');
    expect(messageOf(field('Email'))).toBe('Invalid email address');
    expect(messageOf(field('Message'))).toBe('');
    await user.type(field('Name'), 'Ayesha');
    expect(messageOf(field('Name'))).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
