// The one test mailbox: an SMTP server on loopback that keeps every message it receives. Used
// in process by the function's tests and the contact bench (startSmtpSink), and as a process by
// the browser tests (`node test/contact-rigs/smtp-sink.mjs`), which read and steer it over HTTP:
//   SMTP  127.0.0.1:$SMTP_SINK_PORT (default 2526)   HTTP  127.0.0.1:$SMTP_SINK_HTTP_PORT (default 2527)
//   GET /messages -> JSON list of { from, to, replyTo, subject, text, html, messageId, date, contactId }
//   DELETE /messages -> empties the mailbox
//   POST /fail?count=N[&code=550] -> the next N messages are refused with a 451 (a mail server in
//     trouble), or the code given (5xx: a permanent refusal)
//   POST /stop -> the SMTP port stops listening: connections are refused (a mail server that is down)
//   POST /start -> the SMTP port listens again
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Starts the mailbox's SMTP side on `port` (0: any free port); `onMail` hears of each mail kept.
 * @param {{ port?: number, host?: string, onMail?: (mail: import('mailparser').ParsedMail) => void }} [options]
 */
export async function startSmtpSink({ port = 0, host = '127.0.0.1', onMail } = {}) {
  /** @type {import('mailparser').ParsedMail[]} */
  const mails = [];
  let failures = 0;
  let failureCode = 451;
  // Faults for the fault-injection suite: every reply of a session late by `replyDelayMs`, the
  // final reply to the data alone late by `dataReplyDelayMs` (the mail is kept meanwhile), or
  // the connection dropped right after the data was taken, before the reply (`dropAfterData`).
  let replyDelayMs = 0;
  let dataReplyDelayMs = 0;
  let dropAfterData = 0;
  const later = (/** @type {number} */ ms, /** @type {() => void} */ then) =>
    ms > 0 ? setTimeout(then, ms) : then();
  /** @type {SMTPServer | null} */
  let server = null;
  let boundPort = port;

  const listen = async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        later(replyDelayMs, () => callback());
      },
      onMailFrom(_address, _session, callback) {
        later(replyDelayMs, () => callback());
      },
      onRcptTo(_address, _session, callback) {
        later(replyDelayMs, () => callback());
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            if (failures > 0) {
              failures -= 1;
              const permanent = failureCode >= 500;
              const text = permanent ? 'Mailbox unavailable' : 'Mailbox temporarily unavailable';
              callback(Object.assign(new Error(text), { responseCode: failureCode }));
              return;
            }
            mails.push(mail);
            onMail?.(mail);
            if (dropAfterData > 0) {
              dropAfterData -= 1;
              // The data is taken; the reply never comes (a connection lost at the worst moment).
              for (const connection of smtp.connections)
                if (connection.id === session.id) connection._socket.destroy();
              return;
            }
            later(replyDelayMs + dataReplyDelayMs, () => callback());
          })
          .catch(callback);
      },
    });
    await new Promise((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(boundPort, host, () => resolve(undefined));
    });
    boundPort = /** @type {import('node:net').AddressInfo} */ (smtp.server.address()).port;
    server = smtp;
  };
  const close = () =>
    new Promise((resolve) => {
      const smtp = server;
      server = null;
      if (!smtp) resolve(undefined);
      else smtp.close(() => resolve(undefined));
    });

  await listen();
  return {
    /** Every mail received, parsed. */
    mails,
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://${host}:${boundPort}`;
    },
    get listening() {
      return server !== null;
    },
    /** The next `count` messages are refused with a temporary error (451), or with `code`. */
    failNext(/** @type {number} */ count, code = 451) {
      failures = count;
      failureCode = code;
    },
    /** Every reply late by `ms` (0: on time); `dataMs` more for the reply to the data. */
    slowReplies(/** @type {number} */ ms, dataMs = 0) {
      replyDelayMs = ms;
      dataReplyDelayMs = dataMs;
    },
    /** The next `count` mails are kept, then the connection drops before the server replies. */
    dropAfterData(/** @type {number} */ count) {
      dropAfterData = count;
    },
    /** Stops listening: connections are refused until `start()`. */
    stop: close,
    /** Listens again on the same port. */
    start: async () => {
      if (!server) await listen();
    },
    /** Closes it for good. */
    close,
  };
}

/** @param {import('mailparser').ParsedMail} mail */
export function summarize(mail) {
  const header = mail.headers.get('x-contact-id');
  return {
    from: mail.from?.text ?? '',
    to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? ''),
    replyTo: mail.replyTo?.text ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    messageId: mail.messageId ?? '',
    date: mail.date?.toISOString() ?? '',
    contactId: typeof header === 'string' ? header : '',
  };
}

async function main() {
  const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2527);
  const sink = await startSmtpSink({ port: Number(process.env.SMTP_SINK_PORT ?? 2526) });
  const ok = '{"ok":true}';
  const api = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
    const route = `${req.method} ${url.pathname}`;
    res.setHeader('content-type', 'application/json');
    const done = (/** @type {Promise<unknown>} */ action) =>
      action.then(
        () => res.end(ok),
        (error) => {
          res.statusCode = 500;
          res.end(JSON.stringify({ error: String(error) }));
        },
      );
    if (route === 'GET /messages') return res.end(JSON.stringify(sink.mails.map(summarize)));
    if (route === 'DELETE /messages') {
      sink.mails.length = 0;
      return res.end(ok);
    }
    if (route === 'POST /fail') {
      sink.failNext(
        Number(url.searchParams.get('count') ?? 1),
        Number(url.searchParams.get('code') ?? 451),
      );
      return res.end(ok);
    }
    if (route === 'POST /stop') return done(sink.stop());
    if (route === 'POST /start') return done(sink.start());
    if (url.pathname === '/')
      return res.end(JSON.stringify({ ok: true, listening: sink.listening }));
    res.statusCode = 404;
    res.end('{"error":"not found"}');
  });
  api.listen(httpPort, '127.0.0.1', () => {
    console.log(`smtp sink: SMTP on 127.0.0.1:${sink.port}, HTTP on 127.0.0.1:${httpPort}`);
  });
  const stop = () => {
    api.close();
    sink.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
