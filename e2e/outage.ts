import { createConnection, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';

/**
 * A real outage for every engine: a TCP proxy in front of the served site that a test takes down
 * (open connections cut, new ones reset) and brings back on the same port, so the page and its
 * service worker lose the server together, as on a phone that loses its connection. The browser
 * still reports itself online and fires no `online` event when the proxy returns. No engine's
 * automation can emulate this for the worker (Firefox's and WebKit's have no offline switch that
 * reaches it).
 *
 * Ports: any free one, or the first free one of OUTAGE_PORTS (e.g. "26200-26249") so that suites
 * run side by side stay in their own range.
 */
export interface Outage {
  /** The site through the proxy, e.g. http://127.0.0.1:26200 (its own origin, so its own worker). */
  readonly url: string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Parses OUTAGE_PORTS ("from-to" or one port); undefined when unset. Throws on anything else. */
export function portRange(value: string | undefined): [number, number] | undefined {
  if (!value) return undefined;
  const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(value.trim());
  const from = Number(match?.[1]);
  const to = Number(match?.[2] ?? match?.[1]);
  if (!match || from < 1 || to > 65_535 || to < from)
    throw new Error(`OUTAGE_PORTS must be a port or a range like 26200-26249, not "${value}"`);
  return [from, to];
}

const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      resolve((server.address() as { port: number }).port);
    });
  });

export async function startOutageProxy(target: string | URL): Promise<Outage> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  let down = false;
  // While down the port stays ours (another proxy must not take it and answer for this site)
  // and every connection is reset at once, as a server that is gone.
  const open = () =>
    createServer((client) => {
      if (down) return void client.resetAndDestroy();
      const upstream = createConnection({
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port: Number(targetPort),
      });
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });

  let server = open();
  let port = 0;
  const range = portRange(process.env.OUTAGE_PORTS);
  if (!range) port = await listen(server, 0);
  else {
    for (let candidate = range[0]; candidate <= range[1] && !port; candidate += 1) {
      try {
        port = await listen(server, candidate);
      } catch {
        server = open(); // in use: try the next one
      }
    }
    if (!port) throw new Error(`No free port in OUTAGE_PORTS=${process.env.OUTAGE_PORTS}`);
  }

  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    async down() {
      down = true;
      cut();
    },
    async up() {
      down = false;
    },
    async close() {
      down = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      cut();
      await closed;
    },
  };
}
