import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portRange, startOutageProxy } from './outage';

const servers: { close(): unknown }[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const server of servers.splice(0)) await server.close();
});

async function site() {
  const server = createServer((request, response) => response.end(`hello ${request.url}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

describe('portRange', () => {
  it('reads one port or a range, and nothing when unset', () => {
    expect(portRange(undefined)).toBeUndefined();
    expect(portRange('')).toBeUndefined();
    expect(portRange('26200')).toEqual([26200, 26200]);
    expect(portRange(' 26200-26249 ')).toEqual([26200, 26249]);
  });
  it.each(['abc', '26249-26200', '0', '70000', '1-2-3', '-5', '26200-'])(
    'rejects %j with a clear message',
    (value) => expect(() => portRange(value)).toThrow(/OUTAGE_PORTS must be/),
  );
});

describe('startOutageProxy', () => {
  it('passes requests through, refuses them while down, and answers again on the same port', async () => {
    const proxy = await startOutageProxy(await site());
    servers.push(proxy);
    expect(await (await fetch(`${proxy.url}/a`)).text()).toBe('hello /a');
    await proxy.down();
    await expect(fetch(`${proxy.url}/b`)).rejects.toThrow();
    // The port stays taken while down: no other proxy can answer in this site's place.
    vi.stubEnv('OUTAGE_PORTS', new URL(proxy.url).port);
    await expect(startOutageProxy(await site())).rejects.toThrow('No free port');
    await proxy.up();
    expect(await (await fetch(`${proxy.url}/c`)).text()).toBe('hello /c');
  });

  it('takes the first free port of OUTAGE_PORTS', async () => {
    const target = await site();
    const first = await startOutageProxy(target); // any free port, then ask for it and the next
    const port = Number(new URL(first.url).port);
    vi.stubEnv('OUTAGE_PORTS', `${port}-${port + 1}`);
    const second = await startOutageProxy(target).catch(() => null);
    servers.push(first);
    if (second) {
      servers.push(second);
      expect(second.url).toBe(`http://127.0.0.1:${port + 1}`);
    }
    vi.stubEnv('OUTAGE_PORTS', `${port}`);
    await expect(startOutageProxy(target)).rejects.toThrow(`No free port in OUTAGE_PORTS=${port}`);
  });
});
