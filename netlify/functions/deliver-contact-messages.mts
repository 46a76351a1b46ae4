/**
 * Scheduled: every minute, delivers stored contact messages the mail server refused before (each
 * on the mail's own retry delays) and lead alerts a chat service refused (at most a minute
 * apart), and deletes records past their retention. The schedule is declared here only (not in
 * netlify.toml). See _contact/scheduled-run.ts and docs/operations.md.
 * Locally (`npm start`), run it by hand: curl -X POST http://localhost:8888/.netlify/functions/deliver-contact-messages
 */
import type { Config, Context } from '@netlify/functions';
import { createDeliveryRun } from './_contact/scheduled-run';

const run = createDeliveryRun();

export default async (_request: Request, context: Context) => {
  const summary = await run(context);
  return Response.json(summary);
};

export const config: Config = { schedule: '* * * * *' };
