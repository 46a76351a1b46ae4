/**
 * The real Blobs sandbox (BlobsServer) behind a fault-injecting HTTP proxy, for the
 * fault-injection suite and the contact bench. Every store of the contact function talks to the
 * proxy, which can:
 * - delay each request (`latencyMs`: Netlify Blobs answers in tens of milliseconds);
 * - fail a share of reads and writes (`errorRate`, seeded: the same seed fails the same requests);
 * - answer reads with etags and check conditional writes itself, atomically (`etags: true`: what
 *   Netlify does), or pass reads through without etags (`etags: false`: the local sandbox);
 * - make a share of conditional writes lose to a concurrent writer (`loseRate`);
 * - hold requests matching a test until it releases them (`hold`), to replay a race exactly.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { forgetIpHashKey } from '../../netlify/functions/_contact/ip-hash';

export interface BlobFaults {
  latencyMs: number;
  errorRate: number;
  etags: boolean;
  loseRate: number;
  /** Stores (by name) every request to which fails (answered 400), as an unreachable store would. */
  failStores?: string[];
}

/** A small seeded generator (mulberry32): a scenario replays from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The request's store and key (`/<site>/<store>/<key>`), empty key for a listing. */
function target(url: string): { store: string; key: string } {
  const parts = new URL(url, 'http://proxy').pathname.split('/').slice(1);
  if (parts[0]?.startsWith('region:')) parts.shift();
  const [, store = '', ...key] = parts;
  return { store: decodeURIComponent(store), key: key.map(decodeURIComponent).join('/') };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface HeldRequest {
  method: string;
  store: string;
  key: string;
}

export async function startFaultyBlobs(initial: Partial<BlobFaults> = {}, seed = 1) {
  const faults: BlobFaults = { latencyMs: 0, errorRate: 0, etags: false, loseRate: 0, ...initial };
  const random = seededRandom(seed);
  const directory = await mkdtemp(join(tmpdir(), 'contact-faulty-blobs-'));
  const token = 'test-token';
  const sandbox = new BlobsServer({ directory, token });
  const { port: sandboxPort } = await sandbox.start();
  const upstream = `http://127.0.0.1:${sandboxPort}`;

  /** Per key: the version the proxy hands out as etag, and a queue making check-and-write atomic. */
  const versions = new Map<string, number>();
  const queues = new Map<string, Promise<unknown>>();
  const serial = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (queues.get(key) ?? Promise.resolve()).then(work, work);
    queues.set(
      key,
      run.catch(() => undefined),
    );
    return run;
  };
  let holds: {
    match: (request: HeldRequest) => boolean;
    gate: Promise<void>;
    reach: () => void;
  }[] = [];
  const counts = { requests: 0, errors: 0, lost: 0 };

  async function forward(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: Buffer,
  ): Promise<{ status: number; headers: Headers; body: Buffer }> {
    const response = await fetch(`${upstream}${url}`, {
      method,
      headers,
      ...(body && method !== 'GET' && method !== 'HEAD' ? { body: new Uint8Array(body) } : {}),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    counts.requests += 1;
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const { store, key } = target(url);
    const body = await readBody(request);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length')
        headers[name] = value;
    for (const hold of holds)
      if (hold.match({ method, store, key })) {
        hold.reach();
        await hold.gate;
      }
    if (faults.latencyMs > 0) await pause(faults.latencyMs);
    const send = (status: number, extra: Record<string, string> = {}, data?: Buffer) => {
      response.writeHead(status, extra);
      response.end(data);
    };
    if (faults.failStores?.includes(store.replace(/^site:/, ''))) {
      counts.errors += 1;
      return send(400);
    }
    if (key && faults.errorRate > 0 && random() < faults.errorRate) {
      counts.errors += 1;
      // Not a 5xx: the client would retry it away. A failure the caller must handle.
      return send(400);
    }
    const id = `${store}/${key}`;
    if (!key || !faults.etags) {
      const result = await forward(method, url, headers, body);
      const passed: Record<string, string> = {};
      result.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'etag')
          passed[name] = value;
      });
      return send(result.status, passed, result.body);
    }
    // Netlify's behaviour: reads carry an etag, conditional writes are atomic.
    await serial(id, async () => {
      const ifMatch = headers['if-match'];
      const ifNoneMatch = headers['if-none-match'];
      delete headers['if-match'];
      delete headers['if-none-match'];
      const conditional = method === 'PUT' && (ifMatch !== undefined || ifNoneMatch === '*');
      if (conditional && faults.loseRate > 0 && random() < faults.loseRate) {
        counts.lost += 1;
        // Another writer came first: its write lands, so the etag read before no longer holds.
        versions.set(id, (versions.get(id) ?? 0) + 1);
        return send(412);
      }
      if (method === 'PUT') {
        const exists = versions.has(id) || (await forward('GET', url, headers)).status === 200;
        if (ifNoneMatch === '*' && exists) return send(412);
        if (ifMatch !== undefined && (!exists || ifMatch !== `"${versions.get(id) ?? 0}"`))
          return send(412);
      }
      const result = await forward(method, url, headers, body);
      const passed: Record<string, string> = {};
      result.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'etag')
          passed[name] = value;
      });
      if (method === 'PUT' && result.status === 200) versions.set(id, (versions.get(id) ?? 0) + 1);
      if (method === 'DELETE') versions.delete(id);
      if (method === 'GET' && result.status === 200) {
        if (!versions.has(id)) versions.set(id, 0);
        passed.etag = `"${versions.get(id) ?? 0}"`;
      }
      if (method === 'PUT' && result.status === 200) passed.etag = `"${versions.get(id) ?? 0}"`;
      send(result.status, passed, result.body);
    });
  }

  const proxy = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const context = { siteID: 'test-site', token, edgeURL: url, uncachedEdgeURL: url };
  setEnvironmentContext(context);
  forgetIpHashKey();

  return {
    faults,
    counts,
    /** What the Blobs client is pointed at (`use()` sets it again). */
    context,
    /**
     * Stores many JSON entries at once, written straight into the sandbox's folder in its own
     * layout (entries/<site>/site:<store>/<key>), for a large store in seconds rather than minutes.
     */
    seed: async (storeName: string, entries: readonly (readonly [string, unknown])[]) => {
      const folder = join(directory, 'entries', context.siteID, `site:${storeName}`);
      await mkdir(folder, { recursive: true });
      for (let start = 0; start < entries.length; start += 500)
        await Promise.all(
          entries
            .slice(start, start + 500)
            .map(([key, value]) => writeFile(join(folder, key), JSON.stringify(value))),
        );
    },
    /** Points the Blobs client at this sandbox again (after another one was started). */
    use: () => {
      setEnvironmentContext(context);
      forgetIpHashKey();
    },
    /**
     * Holds every request `match` picks until `release()`; `reached` resolves when the first
     * such request arrives.
     */
    hold(match: (request: HeldRequest) => boolean) {
      let open = () => undefined as void;
      let reach = () => undefined as void;
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const reached = new Promise<void>((resolve) => {
        reach = resolve;
      });
      const entry = { match, gate, reach };
      holds.push(entry);
      return {
        reached,
        release: () => {
          holds = holds.filter((other) => other !== entry);
          open();
        },
      };
    },
    stop: async () => {
      await new Promise((resolve) => proxy.close(resolve));
      await sandbox.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
