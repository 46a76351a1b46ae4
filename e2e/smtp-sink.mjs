// A test mailbox for browser tests and benchmarks: an SMTP server on loopback that keeps every
// message it receives, and a small HTTP API to read them.
//   SMTP  127.0.0.1:$SMTP_SINK_PORT (default 2526)   HTTP  127.0.0.1:$SMTP_SINK_HTTP_PORT (default 2527)
//   GET /messages -> JSON list of { from, to, replyTo, subject, text, html, messageId, date }
//   DELETE /messages -> empties the mailbox
//   POST /fail?count=N -> the next N messages are refused with a 451 (to test failures and retries)
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2526);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2527);
let messages = [];
let failNext = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        if (failNext > 0) {
          failNext -= 1;
          const error = new Error('Mailbox temporarily unavailable');
          error.responseCode = 451;
          callback(error);
          return;
        }
        messages.push({
          from: mail.from?.text ?? '',
          to: mail.to?.text ?? '',
          replyTo: mail.replyTo?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          messageId: mail.messageId ?? '',
          date: mail.date?.toISOString() ?? '',
        });
        callback();
      })
      .catch(callback);
  },
});

const api = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
  res.setHeader('content-type', 'application/json');
  if (url.pathname === '/messages' && req.method === 'GET')
    return res.end(JSON.stringify(messages));
  if (url.pathname === '/messages' && req.method === 'DELETE') {
    messages = [];
    return res.end('{"ok":true}');
  }
  if (url.pathname === '/fail' && req.method === 'POST') {
    failNext = Number(url.searchParams.get('count') ?? 1);
    return res.end('{"ok":true}');
  }
  if (url.pathname === '/') return res.end('{"ok":true}');
  res.statusCode = 404;
  res.end('{"error":"not found"}');
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  api.listen(httpPort, '127.0.0.1', () => {
    console.log(`smtp sink: SMTP on 127.0.0.1:${smtpPort}, HTTP on 127.0.0.1:${httpPort}`);
  });
});

const stop = () => {
  api.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
