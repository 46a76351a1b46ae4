/**
 * Scheduled, daily: deletes the field measurements' days before the window that staff and the
 * performance page read (28 days), so the store stays bounded. See _vitals/vitals-store.ts.
 */
import type { Config } from '@netlify/functions';
import { pruneDays } from './_vitals/vitals-store';

export default async () => {
  const pruned = await pruneDays(Date.now());
  return Response.json({ pruned });
};

export const config: Config = { schedule: '@daily' };
