// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntryView, OutboxWorkerMessage } from './outbox-protocol';
import { SENT_COPIES_KEY } from './outbox-protocol';
import { hasSentCopies, watchContactOutbox, workerOutboxSize } from './outbox-wake';
import type { WorkerContainer } from './outbox-wake';

/** A service worker container whose controller answers GET_OUTBOX_STATE with `entries`. */
function fakeContainer(entries: OutboxEntryView[] | 'silent' | 'no worker') {
  const target = new EventTarget();
  const controller =
    entries === 'no worker'
      ? null
      : {
          postMessage: (_message: unknown, [port]: MessagePort[]) => {
            if (entries !== 'silent') port!.postMessage({ type: 'OUTBOX_STATE', entries });
          },
        };
  const container = Object.assign(target, { controller }) as unknown as WorkerContainer;
  const tell = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { container, tell };
}

const waiting: OutboxEntryView = {
  id: 'a',
  state: 'waiting',
  since: 1,
  reason: { kind: 'offline' },
} as unknown as OutboxEntryView;

function pageSide() {
  const handled: OutboxWorkerMessage[] = [];
  const side = {
    startContactOutbox: vi.fn(),
    handleOutboxMessage: vi.fn((message: OutboxWorkerMessage) => void handled.push(message)),
  };
  const load = vi.fn(() => Promise.resolve(side));
  return { side, load, handled };
}

afterEach(() => localStorage.clear());

describe('hasSentCopies', () => {
  it('is true with copies kept, false without, and true when storage cannot be read', () => {
    expect(hasSentCopies(localStorage)).toBe(false);
    localStorage.setItem(SENT_COPIES_KEY, '[]');
    expect(hasSentCopies(localStorage)).toBe(true);
    expect(hasSentCopies(null)).toBe(true);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(hasSentCopies(refusing)).toBe(true);
  });
});

describe('workerOutboxSize', () => {
  it("counts the worker's entries; 0 without a worker, a silent one, or a hostile answer", async () => {
    expect(await workerOutboxSize(fakeContainer([waiting]).container)).toBe(1);
    expect(await workerOutboxSize(fakeContainer([]).container)).toBe(0);
    expect(await workerOutboxSize(fakeContainer('no worker').container)).toBe(0);
    expect(await workerOutboxSize(undefined)).toBe(0);
    expect(await workerOutboxSize(fakeContainer('silent').container, 20)).toBe(0);
    const hostile = fakeContainer('no worker');
    const odd = Object.assign(hostile.container, {
      controller: {
        postMessage: (_m: unknown, [port]: MessagePort[]) =>
          port!.postMessage({ type: 'OUTBOX_STATE', entries: 'many' }),
      },
    });
    expect(await workerOutboxSize(odd, 50)).toBe(0);
  });
});

describe('watchContactOutbox', () => {
  it('loads nothing on a load with no copies and an empty outbox', async () => {
    const { load } = pageSide();
    expect(await watchContactOutbox(load, fakeContainer([]).container, localStorage)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the page side when copies are kept (also without a service worker)', async () => {
    localStorage.setItem(SENT_COPIES_KEY, '[{}]');
    const { load, side } = pageSide();
    expect(await watchContactOutbox(load, undefined, localStorage)).toBe(true);
    expect(side.startContactOutbox).toHaveBeenCalledTimes(1);
  });

  it('starts it when the worker holds entries and no copy is kept', async () => {
    const { load, side } = pageSide();
    expect(await watchContactOutbox(load, fakeContainer([waiting]).container, localStorage)).toBe(
      true,
    );
    expect(side.startContactOutbox).toHaveBeenCalledTimes(1);
    expect(side.startContactOutbox).toHaveBeenCalledWith(true);
  });

  it('starts it on a later message of the outbox and hands over each message once', async () => {
    const { load, side, handled } = pageSide();
    const { container, tell } = fakeContainer([]);
    await watchContactOutbox(load, container, localStorage);
    tell({ type: 'SOMETHING_ELSE' });
    // The state a worker announces when it starts (a first visit's worker too): nothing waits.
    tell({ type: 'OUTBOX_STATE', entries: [] });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    const queued: OutboxWorkerMessage = { type: 'OUTBOX_STATE', entries: [waiting] };
    tell(queued);
    tell(queued);
    await vi.waitFor(() => expect(side.startContactOutbox).toHaveBeenCalledTimes(1));
    // Started by the worker's news: no replay asked at once.
    expect(side.startContactOutbox).toHaveBeenCalledWith(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(handled).toEqual([queued, queued]);
    // From now on the page side hears the worker itself: the watcher passes nothing on.
    tell(queued);
    await Promise.resolve();
    expect(handled).toHaveLength(2);
  });
});
