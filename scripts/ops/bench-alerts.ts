// The lead alerts' side of `npm run bench:contact`: which bench message each request to the
// webhook sink alerted about, and per channel how many arrived, how many twice, and how long
// after the visitor's Send (p50, p99).

/** A request the webhook sink received, as the bench reads it. */
export interface SinkRequest {
  at: number;
  channel: string;
  json: { id?: unknown } | null;
  body: string;
  answered: number | string;
}

/** What the bench reports of a phase's alerts. */
export interface AlertReport {
  alertsDelivered: Record<string, { delivered: number; duplicates: number; missing: number }>;
  alertDelayP50s: number;
  alertDelayP99s: number;
  alertsEachOnce: boolean;
}

/** The bench message id an alert request carries (the webhook's `id`, else the excerpt). */
export function benchIdOf(request: Pick<SinkRequest, 'json' | 'body'>): string | undefined {
  if (typeof request.json?.id === 'string') return request.json.id;
  return request.body.match(/Benchmark message ([0-9a-f-]{36})/)?.[1];
}

const percentile = (sorted: number[], share: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : 0;

/**
 * The alerts of `accepted` (id -> when the visitor sent it, performance.now()) among `requests`
 * (the sink's; `at` in Date.now() time, converted with `offset`). Requests the sink answered with
 * an error do not count as arrived.
 */
export function alertReport(
  requests: readonly SinkRequest[],
  accepted: Map<string, number>,
  channels: readonly string[],
): AlertReport {
  const offset = Date.now() - performance.now();
  const perChannel: AlertReport['alertsDelivered'] = {};
  const delays: number[] = [];
  let complete = true;
  for (const channel of channels) {
    const counts = new Map<string, number>();
    const first = new Map<string, number>();
    for (const request of requests) {
      if (request.channel !== channel) continue;
      if (typeof request.answered === 'number' && request.answered >= 300) continue;
      const id = benchIdOf(request);
      if (!id || !accepted.has(id)) continue;
      counts.set(id, (counts.get(id) ?? 0) + 1);
      if (!first.has(id)) first.set(id, request.at - offset);
    }
    for (const [id, at] of first) delays.push((at - accepted.get(id)!) / 1000);
    const duplicates = [...counts.values()].reduce((sum, count) => sum + count - 1, 0);
    const missing = [...accepted.keys()].filter((id) => !counts.has(id)).length;
    if (missing > 0 || duplicates > 0) complete = false;
    perChannel[channel] = { delivered: counts.size, duplicates, missing };
  }
  delays.sort((a, b) => a - b);
  return {
    alertsDelivered: perChannel,
    alertDelayP50s: Number(percentile(delays, 0.5).toFixed(2)),
    alertDelayP99s: Number(percentile(delays, 0.99).toFixed(2)),
    alertsEachOnce: complete,
  };
}

/** Whether every accepted message's alert arrived on every channel. */
export function allAlerted(
  requests: readonly Omit<SinkRequest, 'at'>[],
  ids: Iterable<string>,
  channels: readonly string[],
): boolean {
  const seen = new Set(
    requests
      .filter((request) => !(typeof request.answered === 'number' && request.answered >= 300))
      .map((request) => `${request.channel} ${benchIdOf(request)}`),
  );
  for (const id of ids)
    for (const channel of channels) if (!seen.has(`${channel} ${id}`)) return false;
  return true;
}
