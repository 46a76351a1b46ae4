import type { Plugin } from 'vite';
import { readDays } from '../../netlify/functions/_vitals/vitals-store';
import { dayOf, summarize, windowDays } from '../../src/features/vitals/vitals-figures';
import type { VitalsSummary } from '../../src/features/vitals/vitals-figures';

export const virtualId = 'virtual:vitals-summary';
const resolvedId = `\0${virtualId}`;

/**
 * The summary of the field measurements over the 28 days ending on the day of `now`: read from
 * the Blobs store when the build runs with access to it (Netlify gives its builds
 * NETLIFY_BLOBS_CONTEXT), none otherwise (a build on this machine), and `unavailable` when the
 * store could not be read (the build goes on; the page says so).
 */
export async function readVitalsSummary(
  env: Record<string, string | undefined>,
  now: number,
  read: typeof readDays = readDays,
  warn: (line: string) => void = console.warn,
): Promise<VitalsSummary> {
  const days = windowDays(dayOf(now));
  const period = { from: days[0]!, to: days.at(-1)! };
  if (!env.NETLIFY_BLOBS_CONTEXT) return { ...period, state: 'measured', rows: [] };
  try {
    return { ...period, state: 'measured', rows: summarize(await read(days)) };
  } catch (error) {
    warn(
      `The field measurements could not be read for /performance: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
    return { ...period, state: 'unavailable', rows: [] };
  }
}

/**
 * `import summary from 'virtual:vitals-summary'` gives the performance page the figures of the
 * last 28 days as they were when the site was built (read once per build).
 */
export function vitalsSummaryModule(env = process.env, now = Date.now): Plugin {
  let summary: Promise<VitalsSummary> | undefined;
  return {
    name: 'agency:vitals-summary',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      summary ??= readVitalsSummary(env, now());
      return `export default ${JSON.stringify(await summary)};`;
    },
  };
}
