// A TLS front for a local plain-HTTP sink (webhook-sink.mjs): https://127.0.0.1:<port> with a
// self-signed certificate made at start (openssl), whose PEM the client is given as `ca`. It can
// fail the way a service that is down fails before any request reaches it: `reset` closes each
// connection as its TLS handshake starts, `silent` accepts it and never answers the handshake.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer } from 'node:tls';

/** A throwaway certificate for localhost and 127.0.0.1, valid for a day. */
function makeCertificate() {
  const folder = mkdtempSync(join(tmpdir(), 'tls-front-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(folder, 'key.pem'), 'utf8'),
      cert: readFileSync(join(folder, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * @param {{ targetPort: number }} options the sink's port on 127.0.0.1
 */
export async function startTlsFront({ targetPort }) {
  const { key, cert } = makeCertificate();
  /** @type {'reset' | 'silent' | null} */
  let failing = null;
  /** Connections refused or left unanswered so far. */
  const counts = { refused: 0, passed: 0 };
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  const tls = createTlsServer({ key, cert }, (secure) => {
    const upstream = connect(targetPort, '127.0.0.1');
    secure.pipe(upstream).pipe(secure);
    const end = () => {
      secure.destroy();
      upstream.destroy();
    };
    secure.on('error', end);
    upstream.on('error', end);
  });
  const front = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (failing === 'reset') {
      counts.refused += 1;
      socket.resetAndDestroy();
      return;
    }
    if (failing === 'silent') {
      counts.refused += 1;
      socket.resume();
      return;
    }
    counts.passed += 1;
    tls.emit('connection', socket);
  });
  await new Promise((resolve) => front.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = front.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `https://127.0.0.1:${port}`,
    /** The certificate to trust (the client's `ca`). */
    ca: cert,
    counts,
    /** @param {'reset' | 'silent' | null} mode */
    fail(mode) {
      failing = mode;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        front.close(() => resolve(undefined));
      }),
  };
}
