import { alertSinkUrl, ALERT_SINK_SECRET } from './alert-sink';

/**
 * The variables of the served sites' functions that also change the build: the lead alerts' test
 * receiver (the privacy policy lists the channels alerts go to). `npm test` builds its deploy
 * build with them too, so the browser tests' servers find that build current and serve it.
 */
export const alertReceiverEnv = {
  // Lead alerts go to the test receiver's generic webhook (e2e/alert-sink.ts reads them).
  ALERT_WEBHOOK_URL: `${alertSinkUrl}/webhook`,
  ALERT_WEBHOOK_SECRET: ALERT_SINK_SECRET,
};

/** What the contact function of each served site is given. */
export const servedEnv = (smtpPort: number | string) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Website <website@induswebstudio.example>',
  MAIL_TO: 'sales@induswebstudio.example',
  // Many tests send from one IP, and each message gets an alert; the limit and the alerts' budget
  // (past it, alerts wait for the hour's digest) are covered by the function's tests.
  CONTACT_RATE_LIMIT: '10000',
  ALERT_BUDGET: '10000',
  ...alertReceiverEnv,
});
